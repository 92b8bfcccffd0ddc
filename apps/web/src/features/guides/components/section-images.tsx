import { AspectRatio, Image, SimpleGrid } from '@mantine/core';

/** A section's pictures at 16:9: one fills the width, more go two to a row (SPEC §9). */
export function SectionImages({ images, title }: { images: string[]; title: string }) {
  if (images.length === 0) return null;
  return (
    <SimpleGrid cols={images.length === 1 ? 1 : 2} spacing="sm" mb="sm">
      {images.map((src, index) => (
        <AspectRatio ratio={16 / 9} key={`${src}-${index}`}>
          <Image
            src={src}
            alt={`${title}, picture ${index + 1}`}
            radius="sm"
            fit="cover"
            loading="lazy"
            fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23f1f3f5'/%3E%3C/svg%3E"
          />
        </AspectRatio>
      ))}
    </SimpleGrid>
  );
}
