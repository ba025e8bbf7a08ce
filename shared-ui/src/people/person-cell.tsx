// A person in a table row or a picker option: the name in bold with the email below, an avatar (initials when there
// is no picture) where the list has pictures, or a muted "none" text when nobody holds the place (a faculty
// without a dean). One cell for every list keeps people looking the same, and the table narrow enough for a laptop.
import Avatar from 'antd/es/avatar';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { initials } from '../auth/user-display.js';

export interface PersonCellProps {
  /** The name as the list shows it; null or empty = nobody. */
  name: string | null | undefined;
  email?: string | null;
  /** An avatar before the name: the picture, else the initials. */
  avatar?: { initials: string; src?: string | null };
  /** Shown, muted, when there is nobody, e.g. "Not assigned". */
  none?: ReactNode;
}

type Person = { firstName: string; lastName: string; email: string; avatar?: string | null };

/** A record's name as lists sort it: "Last First". */
export const listName = (person: Pick<Person, 'firstName' | 'lastName'>) => `${person.lastName} ${person.firstName}`;

/** The avatar of a record: its picture, else its initials. */
export const avatarOf = (person: Person): NonNullable<PersonCellProps['avatar']> => ({ initials: initials(person), src: person.avatar });

export function PersonCell({ name, email, avatar, none = null }: PersonCellProps) {
  if (!name) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <Flex gap="small" align="center" style={{ minWidth: 0 }}>
      {avatar ? (
        <Avatar size="small" src={avatar.src ?? undefined} style={{ flex: 'none' }}>
          {avatar.initials}
        </Avatar>
      ) : null}
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong>{name}</Typography.Text>
        {email ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
            {email}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
