// What a people table remembers about its rows' actions: whether the caller may change records (the roles the
// server lets write; it checks again), which record the view drawer shows and which the edit drawer.
import { useState } from 'react';
import { canOpen } from '../area.js';
import { useCurrentUser } from '../auth/auth-api.js';

export type PersonActions<T> = ReturnType<typeof usePersonActions<T>>;

export function usePersonActions<T>(editors: string[]) {
  const user = useCurrentUser();
  const [viewing, setViewing] = useState<T | null>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const mayEdit = canOpen(editors, user.data);
  return {
    mayEdit,
    viewing,
    editing,
    view: setViewing,
    closeView: () => setViewing(null),
    closeEdit: () => setEditing(null),
    /** Opens the edit drawer (closing the view drawer); undefined for those who may not edit. */
    edit: mayEdit
      ? (record: T) => {
          setViewing(null);
          setEditing(record);
        }
      : undefined,
  };
}
