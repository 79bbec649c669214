import { AspectRatio, Box, Center, Image } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

/**
 * An item's photo (loaded when it comes near the screen), or a placeholder icon without one: a
 * 4:3 frame where cards sit side by side, a thin band on a phone (one card a row: no screen of grey).
 */
export function ItemPhoto({ src, alt, noPhotoLabel }: { src: string | null; alt: string; noPhotoLabel: string }) {
  if (!src) {
    const placeholder = (
      <Center bg="var(--mantine-color-default-hover)" role="img" aria-label={noPhotoLabel} h="100%">
        <IconPhotoOff size={32} color="var(--mantine-color-dimmed)" aria-hidden />
      </Center>
    );
    return (
      <>
        <Box hiddenFrom="xs" h={72}>
          {placeholder}
        </Box>
        <AspectRatio ratio={4 / 3} visibleFrom="xs">
          {placeholder}
        </AspectRatio>
      </>
    );
  }
  return (
    <AspectRatio ratio={4 / 3}>
      <Image src={src} alt={alt} fit="cover" loading="lazy" />
    </AspectRatio>
  );
}
