// A listing's picture in the preview: the drawing of its kind of animal (no external image URLs).
import { LivestockIllustration } from '@/components/LivestockIllustration';

interface LivestockImageProps {
  animalType: string;
  label: string;
  size?: number;
}

export function LivestockImage({ animalType, label, size = 48 }: LivestockImageProps) {
  return (
    <LivestockIllustration
      animalType={animalType}
      label={label}
      size={size}
      className="livestock-image"
    />
  );
}
