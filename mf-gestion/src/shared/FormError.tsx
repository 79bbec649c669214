import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form's error message (the server's, or a fallback), announced to screen readers; nothing without one. */
export function FormError({ message, onClose }: { message: string | null; onClose?: () => void }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" withCloseButton={Boolean(onClose)} onClose={onClose}>
      {message}
    </Alert>
  );
}
