// A person in a table row: "Last First" in bold with the email below, and their avatar (initials when there is no
// picture) where the list has pictures. One cell for both keeps the table narrow enough for a laptop.
import Avatar from 'antd/es/avatar';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { initials } from '../auth/user-display.js';

export interface PersonCellProps {
  person: { firstName: string; lastName: string; email: string; avatar?: string | null };
  withAvatar?: boolean;
}

export function PersonCell({ person, withAvatar = false }: PersonCellProps) {
  return (
    <Flex gap="small" align="center">
      {withAvatar ? (
        <Avatar size="small" src={person.avatar ?? undefined} style={{ flex: 'none' }}>
          {initials(person)}
        </Avatar>
      ) : null}
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong>
          {person.lastName} {person.firstName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {person.email}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
