// Dragging a class to another slot: the payload is its id and where on the block it was grabbed, so a drop in the
// day view keeps the block's top under the pointer.
import type { DragEvent } from 'react';

export function startDrag(event: DragEvent<HTMLElement>, id: string): void {
  const grab = event.clientY - event.currentTarget.getBoundingClientRect().top;
  event.dataTransfer.setData('text/plain', `${id}|${Math.round(grab)}`);
  event.dataTransfer.effectAllowed = 'move';
}

export function dropped(event: DragEvent<HTMLElement>): { id: string; grab: number } {
  const [id = '', grab] = event.dataTransfer.getData('text/plain').split('|');
  return { id, grab: Number(grab) || 0 };
}
