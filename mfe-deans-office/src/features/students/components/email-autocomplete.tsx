// The institutional email with suggestions from the directory (Google Workspace, or Campus's own accounts): asked
// from 2 characters, 200 ms after the last keystroke (SPEC §9); the line under the field says what was found.
import AutoComplete from 'antd/es/auto-complete';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_SEARCH_DEBOUNCE_MS, DIRECTORY_SEARCH_MIN_CHARS, type DirectorySource, type DirectoryUser } from '@campus/contracts';
import { errorMessage } from '@campus/shared-ui';
import { useDirectorySearch } from '../api/student-create.js';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailAutocompleteProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** A suggestion was picked: its names fill the form. */
  onPick: (user: DirectoryUser) => void;
  source: DirectorySource;
}

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function EmailAutocomplete({ id, value = '', onChange, onPick, source }: EmailAutocompleteProps) {
  const { t } = useTranslation('deans-office');
  const typed = useDebounced(value.trim(), DIRECTORY_SEARCH_DEBOUNCE_MS);
  const search = useDirectorySearch(typed);
  const items = search.data?.items ?? [];
  const asked = [...typed].length >= DIRECTORY_SEARCH_MIN_CHARS;

  const status = (() => {
    if (!asked || search.isFetching) return undefined;
    if (search.isError) return { type: 'danger' as const, text: t('studentAdd.directory.error', { message: errorMessage(search.error) }) };
    if (items.length === 0) return { type: 'secondary' as const, text: t(`studentAdd.directory.${source}.none`) };
    if (EMAIL_PATTERN.test(typed) && !items.some((user) => user.primaryEmail.toLowerCase() === typed.toLowerCase())) {
      return { type: 'warning' as const, text: t(`studentAdd.directory.${source}.noExact`) };
    }
    return { type: 'success' as const, text: t(`studentAdd.directory.${source}.found`) };
  })();

  return (
    <>
      <AutoComplete
        id={id}
        value={value}
        onChange={(next: string) => onChange?.(next)}
        onSelect={(email: string) => {
          const user = items.find((candidate) => candidate.primaryEmail === email);
          if (user) onPick(user);
        }}
        options={items.map((user) => ({
          value: user.primaryEmail,
          label: (
            <span>
              {user.name.fullName} <Typography.Text type="secondary">{user.primaryEmail}</Typography.Text>
            </span>
          ),
        }))}
        placeholder={t('studentAdd.emailPlaceholder')}
      />
      {status && (
        <Typography.Text type={status.type} role="status" style={{ display: 'block', marginTop: 4 }}>
          {status.text}
        </Typography.Text>
      )}
    </>
  );
}
