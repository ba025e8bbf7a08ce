// The publish flow under a sheet (SPEC §4): the status; "Request code" (where it was sent, the code's expiry
// countdown, the cooldown before another; a 429 shows when to try again); the 6-digit code and Publish (the status
// reads `verifying` while the call runs; a wrong code says how many tries are left; a locked or expired code asks for
// a new one); then when and by whom it was published.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { MidtermStatusTag, gradingErrorText, isApiError, useDateFormat, useGradingTranslation } from '@campus/shared-ui';
import { MIDTERM_CODE_LENGTH, type MidtermSheet } from '@campus/contracts/grading';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { midtermKeys, publishGrades, requestCode } from '../api/midterms.js';
import { formatDuration } from './scores.js';
import { useNow } from './use-now.js';

export interface PublishPanelProps {
  sheet: MidtermSheet;
  /** Rows typed but not saved: a code covers what is saved, so these are saved first. */
  unsaved: number;
  /** Called when a code is requested or the grades published (the sheet's save notice is then old news). */
  onActivity?: () => void;
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : null);
const detail = (error: unknown, key: string): number | undefined => {
  const details = isApiError(error) ? (error.details as Record<string, unknown> | undefined) : undefined;
  return typeof details?.[key] === 'number' ? details[key] : undefined;
};
const NEW_CODE_NEEDED = new Set(['CODE_LOCKED', 'CODE_EXPIRED', 'SHEET_CHANGED_SINCE_CODE']);

export function PublishPanel({ sheet, unsaved, onActivity }: PublishPanelProps) {
  const { t, i18n } = useTranslation('teaching');
  const { t: tg } = useGradingTranslation();
  const { formatDateTime } = useDateFormat();
  const queryClient = useQueryClient();
  const codeLabelId = useId();
  const key = midtermKeys.sheet(sheet.section.sectionId, sheet.number);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [retryUntil, setRetryUntil] = useState<number | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: midtermKeys.subjects });
  };
  const request = useMutation({
    mutationFn: () => requestCode(sheet.section.sectionId, sheet.number, i18n.language),
    onSuccess: (result) => {
      onActivity?.();
      setSentTo(result.sentTo);
      setCode('');
      publish.reset();
      queryClient.setQueryData<MidtermSheet>(key, (current) => (current ? { ...current, status: 'awaiting_authorization', code: result.code } : current));
      refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 429) {
        const seconds = error.retryAfter ?? detail(error, 'retryAfter') ?? 60;
        setRetryUntil(Date.now() + seconds * 1000);
      }
    },
  });
  const publish = useMutation({
    mutationFn: (value: string) => publishGrades(sheet.section.sectionId, sheet.number, { code: value }),
    onSuccess: (result) => {
      onActivity?.();
      setCode('');
      setSentTo(null);
      queryClient.setQueryData(key, result);
      void queryClient.invalidateQueries({ queryKey: midtermKeys.root, predicate: (query) => query.queryKey[1] !== 'sheet' });
    },
    onError: (error) => {
      const attemptsLeft = detail(error, 'attemptsLeft');
      if (attemptsLeft !== undefined) {
        queryClient.setQueryData<MidtermSheet>(key, (current) => (current?.code ? { ...current, code: { ...current.code, attemptsLeft } } : current));
      }
      setCode('');
      if (isApiError(error) && error.code && NEW_CODE_NEEDED.has(error.code)) refresh();
    },
  });

  const expiresAt = time(sheet.code?.expiresAt);
  const nextRequestAt = time(sheet.code?.nextRequestAt);
  const now = useNow(expiresAt, nextRequestAt, retryUntil);
  const codeValid = expiresAt !== null && expiresAt > now && (sheet.code?.attemptsLeft ?? 0) > 0;
  const waitUntil = Math.max(nextRequestAt ?? 0, retryUntil ?? 0);
  const waiting = waitUntil > now;
  const status = publish.isPending ? 'verifying' : sheet.status;
  const nothingToPublish = sheet.unpublishedChanges === 0;
  const errorCode = isApiError(publish.error) ? publish.error.code : undefined;

  const requestDisabledReason = unsaved > 0 ? t('midterms.publish.saveFirst') : nothingToPublish ? t('midterms.publish.nothingNew') : null;

  return (
    <Card size="small" title={<span style={{ whiteSpace: 'normal' }}>{t('midterms.publish.title')}</span>} extra={<MidtermStatusTag status={status} />}>
      <Flex vertical gap="middle">
        {sheet.publishedAt ? (
          <Typography.Text>
            {sheet.publishedBy
              ? t('midterms.publish.publishedBy', { date: formatDateTime(sheet.publishedAt), name: sheet.publishedBy })
              : tg('labels.publishedAt', { date: formatDateTime(sheet.publishedAt) })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('midterms.publish.notYet')}</Typography.Text>
        )}
        {!nothingToPublish ? <Typography.Text>{t('midterms.publish.changes', { count: sheet.unpublishedChanges })}</Typography.Text> : null}
        {requestDisabledReason ? <Alert type="info" showIcon title={requestDisabledReason} /> : null}

        <Flex gap="middle" wrap align="center">
          <Button
            icon={<MailOutlined />}
            type={codeValid ? 'default' : 'primary'}
            loading={request.isPending}
            disabled={requestDisabledReason !== null || waiting}
            onClick={() => request.mutate()}
          >
            {codeValid || sheet.code?.expiresAt ? t('midterms.publish.requestAgain') : t('midterms.publish.request')}
          </Button>
          {waiting && requestDisabledReason === null ? (
            <Typography.Text type="secondary" role="timer">
              {t('midterms.publish.cooldown', { time: formatDuration((waitUntil - now) / 1000) })}
            </Typography.Text>
          ) : null}
        </Flex>

        {request.isError ? (
          <Alert
            type={isApiError(request.error) && request.error.status === 429 ? 'warning' : 'error'}
            showIcon
            title={isApiError(request.error) && request.error.status === 429 ? tg('messages.rateLimited') : tg('messages.requestCodeFailed')}
            description={
              isApiError(request.error) && request.error.status === 429 && retryUntil
                ? t('midterms.publish.retryIn', { time: formatDuration(Math.max(0, retryUntil - now) / 1000) })
                : gradingErrorText(tg, request.error)
            }
          />
        ) : null}

        {codeValid && !nothingToPublish ? (
          <Flex vertical gap="small" role="group" aria-labelledby={codeLabelId}>
            {sentTo ? (
              <Alert type="success" showIcon title={t('midterms.publish.sentTo', { address: sentTo })} />
            ) : (
              <Typography.Text type="secondary">{t('midterms.publish.codeSent')}</Typography.Text>
            )}
            <Typography.Text type="secondary" role="timer">
              {t('midterms.publish.expiresIn', { time: formatDuration(((expiresAt ?? now) - now) / 1000) })}
            </Typography.Text>
            <Typography.Text strong id={codeLabelId}>
              {t('midterms.publish.codeLabel', { length: MIDTERM_CODE_LENGTH })}
            </Typography.Text>
            <Flex gap="middle" wrap align="center">
              <Input.OTP
                length={MIDTERM_CODE_LENGTH}
                value={code}
                onChange={setCode}
                onInput={(values) => setCode(values.join(''))}
                disabled={publish.isPending}
                inputMode="numeric"
                formatter={(value) => value.replace(/\D/g, '')}
                aria-label={t('midterms.publish.codeLabel', { length: MIDTERM_CODE_LENGTH })}
              />
              <Button
                type="primary"
                icon={<SafetyCertificateOutlined />}
                loading={publish.isPending}
                disabled={code.length !== MIDTERM_CODE_LENGTH}
                onClick={() => publish.mutate(code)}
              >
                {t('midterms.publish.publish')}
              </Button>
            </Flex>
          </Flex>
        ) : null}

        {publish.isError ? (
          <Alert
            type="error"
            showIcon
            title={tg('messages.verificationFailed')}
            description={
              errorCode === 'CODE_INVALID'
                ? t('midterms.publish.attemptsLeft', { count: detail(publish.error, 'attemptsLeft') ?? sheet.code?.attemptsLeft ?? 0 })
                : errorCode && NEW_CODE_NEEDED.has(errorCode)
                  ? `${gradingErrorText(tg, publish.error)} ${t('midterms.publish.newCodeHint')}`
                  : gradingErrorText(tg, publish.error)
            }
          />
        ) : null}
        {publish.isSuccess ? <Alert type="success" showIcon title={t('midterms.publish.done')} role="status" /> : null}
      </Flex>
    </Card>
  );
}
