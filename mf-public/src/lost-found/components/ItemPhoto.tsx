import { AspectRatio, Center, Image } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

/** An item's photo (loaded when it comes near the screen), or a placeholder icon without one. */
export function ItemPhoto({ src, alt, noPhotoLabel }: { src: string | null; alt: string; noPhotoLabel: string }) {
  return (
    <AspectRatio ratio={4 / 3}>
      {src ? (
        <Image src={src} alt={alt} fit="cover" loading="lazy" />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" role="img" aria-label={noPhotoLabel}>
          <IconPhotoOff size={40} color="var(--mantine-color-dimmed)" aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}
