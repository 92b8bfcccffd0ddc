import { GrowingTextarea } from '@/components/ui/growing-textarea';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IMPROVEMENT_CATEGORIES, type Improvement, type ImprovementInput } from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { categoryKeys } from '../categories';

export interface ImprovementDialogProps {
  /** The improvement to edit, or null to add one. */
  improvement: Improvement | null;
  saving: boolean;
  error: string | null;
  onSave(improvement: ImprovementInput): void;
  onClose(): void;
}

/** The form's fields, from the improvement being edited (or empty, to add one). */
const fieldsOf = (improvement: ImprovementDialogProps['improvement']) => ({
  title: improvement?.title ?? '',
  description: improvement?.description ?? '',
  price: (improvement?.price ?? '') as number | string,
  category: improvement?.category ?? null,
  priority: improvement?.priority ?? 0,
  image_url: improvement?.image_url ?? '',
  link_url: improvement?.link_url ?? '',
  link_text: improvement?.link_text ?? '',
  is_active: improvement?.is_active ?? true,
});
type Fields = ReturnType<typeof fieldsOf>;
type SetField = <K extends keyof Fields>(key: K, value: Fields[K]) => void;

/** Adding or editing an improvement, with SPEC's checks (§5) before anything is sent. */
export function ImprovementDialog({
  improvement,
  saving,
  error,
  onSave,
  onClose,
}: ImprovementDialogProps) {
  const t = useT();
  const checkForm = useFormCheck();
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const [fields, setFields] = useState(() => fieldsOf(improvement));
  const [problem, setProblem] = useState<string | null>(null);
  const set: SetField = (key, value) => setFields((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const checked = await checkForm((schemas) =>
      schemas.ImprovementInputSchema.safeParse({
        ...fields,
        price: typeof fields.price === 'number' ? fields.price : Number.NaN,
        category: fields.category ?? undefined,
      }),
    );
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    setProblem(null);
    onSave(checked.data);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={improvement ? t('improvementDialog.edit') : t('improvementDialog.add')}
      size="lg"
      fullScreen={narrow}
    >
      <Stack gap="sm">
        <ImprovementFields fields={fields} set={set} />
        {(problem || error) && <StatusText tone="error">{problem ?? error}</StatusText>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {improvement ? t('common.save') : t('improvementDialog.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Title, description, price, category, priority, picture, link and whether it is shown. */
function ImprovementFields({ fields, set }: { fields: Fields; set: SetField }) {
  const t = useT();
  return (
    <>
      <TextInput
        label={t('improvementDialog.title')}
        required
        value={fields.title}
        onChange={(e) => set('title', e.currentTarget.value)}
        data-autofocus
      />
      <GrowingTextarea
        label={t('improvementDialog.description')}
        required
        minRows={3}
        value={fields.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label={t('improvementDialog.price')}
          required
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=" "
          value={fields.price}
          onChange={(value) => set('price', value)}
        />
        <Select
          label={t('improvementDialog.category')}
          required
          data={IMPROVEMENT_CATEGORIES.map((value) => ({ value, label: t(categoryKeys[value]) }))}
          value={fields.category}
          onChange={(value) =>
            set('category', value as (typeof IMPROVEMENT_CATEGORIES)[number] | null)
          }
          allowDeselect={false}
        />
        <NumberInput
          label={t('improvementDialog.priority')}
          description={t('improvementDialog.priorityHelp')}
          allowDecimal={false}
          value={fields.priority}
          onChange={(value) => set('priority', typeof value === 'number' ? value : 0)}
        />
      </SimpleGrid>
      <TextInput
        label={t('improvementDialog.picture')}
        placeholder={t('improvementDialog.addressExample')}
        value={fields.image_url}
        onChange={(e) => set('image_url', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('improvementDialog.link')}
          placeholder={t('improvementDialog.addressExample')}
          value={fields.link_url}
          onChange={(e) => set('link_url', e.currentTarget.value)}
        />
        <TextInput
          label={t('improvementDialog.linkText')}
          value={fields.link_text}
          onChange={(e) => set('link_text', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Switch
        label={t('improvementDialog.active')}
        checked={fields.is_active}
        onChange={(e) => set('is_active', e.currentTarget.checked)}
      />
    </>
  );
}
