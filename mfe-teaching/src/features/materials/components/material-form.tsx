// The one form that adds and edits a material: name, description, type, how it is added (file, link or embedded
// video), the file with the kinds its type accepts, week segment, audience, download permission and, for homework,
// the due date. The contracts' field check runs before anything is sent; the service's own answer is shown the
// same way, beside each field; a file upload shows its progress.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { InboxOutlined } from '@ant-design/icons';
import { materialFieldIssues, materialIssueText, useMaterialsTranslation, type MaterialFieldIssue } from '@campus/shared-ui';
import {
  ACCESS_LEVELS,
  ALLOWED_FILE_KINDS,
  ALLOWED_FILE_NAMES,
  CATEGORY_KEYS,
  DUE_DATE_CATEGORY,
  MATERIAL_TYPES,
  MAX_FILE_MEGABYTES,
  UPLOAD_MODES,
  WEEK_SEGMENTS,
  type Material,
  type TeachingAssignment,
} from '@campus/contracts/materials';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMaterial } from '../api/materials.js';
import { useAssignmentLabels, useFileSize } from './material-labels.js';
import { checkForm, effectiveMode, initialValues, saveFailureText, toFormData, type MaterialFormValues } from './material-form-model.js';

export interface MaterialFormProps {
  /** Editing this material; without it the form adds one. */
  material?: Material;
  /** Sections to choose from (/add-materials); without them the assignment is `defaults.assignmentId`. */
  assignments?: TeachingAssignment[];
  /** The category is given by the page (/…/new/{category}) rather than chosen. */
  fixedCategory?: boolean;
  defaults?: Partial<MaterialFormValues>;
  onSaved: (material: Material) => void;
  onCancel: () => void;
}

type Issues = Partial<Record<string, string>>;

/** Examples of what the fields take; the same in every language. */
const LINK_EXAMPLE = 'https://…';
const EMBED_EXAMPLE = '<iframe src="https://www.youtube.com/embed/…"></iframe>';

/** Field name → the form's label key, for the messages that name a field and for issues without a field here. */
const FIELD_LABELS: Record<string, string> = {
  assignmentId: 'form.assignment',
  categoryKey: 'form.category',
  name: 'form.name',
  description: 'form.description',
  type: 'form.type',
  uploadMode: 'form.uploadMode',
  file: 'form.file',
  link: 'form.link',
  embedCode: 'form.embedCode',
  weekSegment: 'form.weekSegment',
  accessLevel: 'form.accessLevel',
  allowDownload: 'form.allowDownload',
  dueAt: 'form.dueAt',
};

export function MaterialForm({ material, assignments, fixedCategory = false, defaults = {}, onSaved, onCancel }: MaterialFormProps) {
  const { t } = useTranslation('teaching');
  const { t: tm } = useMaterialsTranslation();
  const labels = useAssignmentLabels();
  const fileSize = useFileSize();
  const [form] = Form.useForm<MaterialFormValues>();
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<Issues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSaveMaterial();
  const initial = initialValues(material, defaults);
  // Fields the page fixes (the category, the section) have no input, so they come from the initial values.
  const values: MaterialFormValues = { ...initial, ...Form.useWatch([], form) };
  const mode = effectiveMode(values);
  const kind = material ? 'update' : 'upload';

  const showIssues = (list: MaterialFieldIssue[]) => {
    const text = (issue: MaterialFieldIssue) =>
      materialIssueText(t, { ...issue, params: issue.params && { ...issue.params, field: FIELD_LABELS[issue.field] ? t(FIELD_LABELS[issue.field]!) : issue.field } });
    setIssues(Object.fromEntries(list.map((issue) => [issue.field, text(issue)]).reverse()));
    const unplaced = list.filter((issue) => !FIELD_LABELS[issue.field]).map(text);
    setFailure([t('form.fixFields'), ...unplaced].join(' '));
  };

  const submit = async () => {
    const current: MaterialFormValues = { ...initial, ...form.getFieldsValue(true) };
    setFailure(null);
    const problems = checkForm(current, file, material);
    if (problems.length > 0) return showIssues(problems);
    setIssues({});
    setProgress(0);
    try {
      const target = material ? { kind: 'update' as const, materialId: material.id } : { kind: 'create' as const, assignmentId: current.assignmentId ?? '' };
      const answer = await save.mutateAsync({ target, body: toFormData(current, file, material), onProgress: (fraction) => setProgress(Math.round(fraction * 100)) });
      onSaved(answer.data);
    } catch (error) {
      setProgress(null);
      const fieldIssues = materialFieldIssues(error);
      if (fieldIssues.length > 0) showIssues(fieldIssues);
      else setFailure(saveFailureText(t, error, kind));
    }
  };

  const item = (field: string) => ({ validateStatus: issues[field] ? ('error' as const) : undefined, help: issues[field] });
  const allowed = ALLOWED_FILE_KINDS[values.type];

  return (
    <Card>
      <Form<MaterialFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(changed) => setIssues((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !(field in changed))))}
        onFinish={() => void submit()}
        style={{ maxWidth: 720 }}
        disabled={save.isPending}
      >
        {assignments ? (
          <Form.Item name="assignmentId" label={t('form.assignment')} {...item('assignmentId')}>
            <Select
              placeholder={t('form.assignmentPlaceholder')}
              options={assignments.map((assignment) => ({ value: assignment.id, label: `${labels.title(assignment)} — ${labels.section(assignment)}` }))}
            />
          </Form.Item>
        ) : null}
        {fixedCategory ? null : (
          <Form.Item name="categoryKey" label={t('form.category')} {...item('categoryKey')}>
            <Select options={CATEGORY_KEYS.map((key) => ({ value: key, label: tm(`category.${key}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('form.name')} {...item('name')}>
          <Input placeholder={t('form.namePlaceholder')} maxLength={255} />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')} {...item('description')}>
          <Input.TextArea placeholder={t('form.descriptionPlaceholder')} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item name="type" label={t('form.type')} {...item('type')} style={{ flex: '1 1 200px' }}>
            <Select options={MATERIAL_TYPES.map((type) => ({ value: type, label: tm(`type.${type}`) }))} />
          </Form.Item>
          <Form.Item name="weekSegment" label={t('form.weekSegment')} {...item('weekSegment')} style={{ flex: '1 1 200px' }}>
            <Select options={WEEK_SEGMENTS.map((segment) => ({ value: segment, label: tm(`segment.${segment}`) }))} />
          </Form.Item>
        </Flex>
        {values.type === 'link' ? null : (
          <Form.Item name="uploadMode" label={t('form.uploadMode')} {...item('uploadMode')}>
            <Radio.Group optionType="button" options={UPLOAD_MODES.map((option) => ({ value: option, label: tm(`uploadMode.${option}`) }))} />
          </Form.Item>
        )}
        {mode === 'file' ? (
          <Form.Item
            label={t('form.file')}
            {...item('file')}
            extra={
              issues.file
                ? undefined
                : allowed === null
                  ? t('form.anyFile', { size: MAX_FILE_MEGABYTES })
                  : t('form.allowedFiles', { allowed: ALLOWED_FILE_NAMES[values.type], size: MAX_FILE_MEGABYTES })
            }
          >
            <Flex vertical gap={8}>
              {material?.fileName && !file ? (
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('form.currentFile', { name: material.fileName, size: fileSize(material.fileSize ?? 0) })} {t('form.replaceFile')}
                </Typography.Paragraph>
              ) : null}
              <Upload.Dragger
                accept={allowed?.join(',')}
                maxCount={1}
                fileList={file ? [{ uid: 'chosen', name: file.name, size: file.size, status: 'done' }] : []}
                beforeUpload={(chosen) => {
                  setFile(chosen);
                  setIssues(({ file: _dropped, ...rest }) => rest);
                  return false;
                }}
                onRemove={() => setFile(null)}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{t('form.dropFile')}</p>
              </Upload.Dragger>
            </Flex>
          </Form.Item>
        ) : null}
        {mode === 'link' ? (
          <Form.Item name="link" label={t('form.link')} {...item('link')}>
            <Input type="url" inputMode="url" placeholder={LINK_EXAMPLE} />
          </Form.Item>
        ) : null}
        {mode === 'embed' ? (
          <Form.Item name="embedCode" label={t('form.embedCode')} {...item('embedCode')} extra={issues.embedCode ? undefined : t('form.embedHint')}>
            <Input.TextArea placeholder={EMBED_EXAMPLE} autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="accessLevel" label={t('form.accessLevel')} {...item('accessLevel')}>
          <Radio.Group>
            <Flex vertical gap={4}>
              {ACCESS_LEVELS.map((level) => (
                <Radio key={level} value={level}>
                  {tm(`access.${level}`)} <Typography.Text type="secondary">— {tm(`accessHint.${level}`)}</Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="allowDownload" label={t('form.allowDownload')} valuePropName="checked" extra={t('form.allowDownloadHint')} {...item('allowDownload')}>
          <Switch />
        </Form.Item>
        {values.categoryKey === DUE_DATE_CATEGORY ? (
          <Form.Item name="dueAt" label={t('form.dueAt')} {...item('dueAt')}>
            <Input type="datetime-local" style={{ maxWidth: 260 }} />
          </Form.Item>
        ) : null}
        {progress !== null ? (
          <Progress percent={progress} status={progress < 100 ? 'active' : 'success'} aria-label={t('form.uploadProgress')} />
        ) : null}
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBlock: 16 }} /> : null}
        <Flex gap="small" wrap style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={false}>
            {save.isPending && progress !== null && progress < 100 ? t('form.uploading', { percent: progress }) : material ? t('form.save') : t('form.upload')}
          </Button>
          <Button onClick={onCancel} disabled={save.isPending}>
            {t('actions.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
