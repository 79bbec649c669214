import { useEffect, useMemo, useState } from 'react';
import { AspectRatio, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileButton } from '@festival/ui/later';
import { PHOTO_TYPES, photoProblem } from '../lostFoundRules';

/**
 * Picks a photo (JPEG, PNG or WebP up to 5 MB, checked here before anything is sent) and shows it;
 * a refused file is said, and the previous choice kept.
 */
export function PhotoPicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation('community');
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const refused = photoProblem(picked);
    setProblem(refused && t(`lostFound.photo.${refused}`));
    if (!refused) onChange(picked);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('lostFound.photo.label')}
      </Text>
      {preview && (
        <AspectRatio ratio={4 / 3} maw={280}>
          <Image src={preview} alt={t('lostFound.photo.preview')} radius="sm" fit="cover" />
        </AspectRatio>
      )}
      <Group gap="xs">
        <FileButton onChange={pick} accept={PHOTO_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="default" size="sm" leftSection={<IconPhoto size={16} />}>
              {file ? t('lostFound.photo.change') : t('lostFound.photo.choose')}
            </Button>
          )}
        </FileButton>
        {file && (
          <Button variant="subtle" color="gray" size="sm" leftSection={<IconX size={16} />} onClick={() => onChange(null)}>
            {t('lostFound.photo.clear')}
          </Button>
        )}
      </Group>
      <Text size="xs" c={problem ? 'red' : 'dimmed'} role={problem ? 'alert' : undefined}>
        {problem ?? t('lostFound.photo.constraints')}
      </Text>
    </Stack>
  );
}
