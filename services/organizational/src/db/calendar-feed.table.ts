// A person's calendar feed: the hash of the token its address holds (migration 0009).
import type { Generated } from 'kysely';
import type { FeedLanguage } from '@campus/contracts/organizational';

export interface CalendarFeedTable {
  user_id: string;
  token_hash: Buffer;
  language: FeedLanguage;
  created_at: Generated<Date>;
  last_fetched_at: Date | null;
}
