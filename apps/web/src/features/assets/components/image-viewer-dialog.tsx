import type { Asset } from '@sahaya/contract/assets/schemas';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog.tsx';
import { AssetImage } from './asset-image.tsx';

interface ImageViewerDialogProps {
  asset: Pick<Asset, 'name' | 'category' | 'image'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The asset's picture at full size, over the page; Escape or the close button returns. */
export function ImageViewerDialog({ asset, open, onOpenChange }: ImageViewerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" aria-describedby={undefined}>
        <DialogTitle>{asset.name}</DialogTitle>
        <div className="mt-4 overflow-hidden rounded-xl">
          <AssetImage
            name={asset.name}
            category={asset.category}
            src={asset.image}
            className="aspect-[4/3] max-h-[70vh] object-contain"
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
