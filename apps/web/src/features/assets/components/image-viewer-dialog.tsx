import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog.tsx';
import { AdminAssetImage } from './admin-asset-image.tsx';

interface ImageViewerDialogProps {
  src: string | null;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The asset's picture at full size, over the page; Escape or the close button returns. */
export function ImageViewerDialog({ src, name, open, onOpenChange }: ImageViewerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" aria-describedby={undefined}>
        <DialogTitle>{name}</DialogTitle>
        <AdminAssetImage src={src} alt={name} className="mt-4 max-h-[75vh] w-full object-contain" />
      </DialogContent>
    </Dialog>
  );
}
