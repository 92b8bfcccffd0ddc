import { AspectRatio, Center, SimpleGrid, Text } from '@mantine/core';
import { imageSrcSet, imageUrl } from '@stuga/shared';
import { useState } from 'react';
import classes from './section-images.module.css';
import { useT } from '@/lib/i18n';

/** A picture stored with the house, served resized at a signed address (not an https one). */
const isHousePicture = (address: string) => address.startsWith('/p/');

function SectionPicture({ address, alt, sizes }: { address: string; alt: string; sizes: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Center className={classes.fallback}>
        <Text c="dimmed" size="sm">
          {t('community.carouselImage.imageNotAvailable')}
        </Text>
      </Center>
    );
  }
  const local = isHousePicture(address);
  return (
    <img
      className={classes.image}
      src={local ? imageUrl(address, 1280) : address}
      srcSet={local ? imageSrcSet(address) : undefined}
      sizes={local ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** A section's pictures at 16:9: one fills the width, more go two to a row (SPEC §9). */
export function SectionImages({ pictures, title }: { pictures: string[]; title: string }) {
  const t = useT();
  if (pictures.length === 0) return null;
  const single = pictures.length === 1;
  // The guide is at most 960 px wide; two to a row halves that.
  const sizes = single ? '(min-width: 1000px) 920px, 100vw' : '(min-width: 1000px) 460px, 50vw';
  return (
    <SimpleGrid cols={single ? 1 : 2} spacing="sm" mb="sm">
      {pictures.map((address, index) => (
        <AspectRatio ratio={16 / 9} key={`${address}-${index}`}>
          <SectionPicture
            address={address}
            alt={t('guides.sectionImages.titlePictureIndex1', { title, index: index + 1 })}
            sizes={sizes}
          />
        </AspectRatio>
      ))}
    </SimpleGrid>
  );
}
