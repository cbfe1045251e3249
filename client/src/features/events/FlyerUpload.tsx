import { useId, useState, type DragEvent } from 'react';
import { FileImage, LoaderCircle, Upload, X } from 'lucide-react';
import type { UploadedImage } from '@shared/contracts/uploads';
import type { FlyerExtraction } from '@shared/flyer';
import { FLYER_EXTRACTION_FAILED } from '@shared/flyer';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { handleUnauthorizedError } from '@/features/auth';
import { checkFlyerFile, FLYER_ACCEPT } from './flyer-file';
import { extractFlyer, FlyerExtractionError } from './flyer-extraction';

type UploadState = { status: 'idle' } | { status: 'processing'; fileName: string } | { status: 'chosen'; fileName: string };

/**
 * The flyer upload: idle, processing, then the chosen file, which can be removed. A file is checked here first (size,
 * type by name and first bytes), then read by the server; what it says goes to `onExtracted`.
 */
export function FlyerUpload({ onExtracted, onFlyerKept }: {
  onExtracted: (extraction: FlyerExtraction) => void | Promise<void>;
  /** The image flyer kept as the rider's upload (to show with the event), or null when there is none or it is removed. */
  onFlyerKept?: (flyer: UploadedImage | null) => void;
}) {
  const inputId = useId();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);

  async function handleFile(file: File | undefined) {
    if (!file || state.status === 'processing') return;
    const check = await checkFlyerFile(file);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: 'destructive' });
      return;
    }
    setState({ status: 'processing', fileName: file.name });
    try {
      const { flyerUpload, ...extraction } = await extractFlyer(file);
      setState({ status: 'chosen', fileName: file.name });
      onFlyerKept?.(flyerUpload ?? null);
      await onExtracted(extraction);
    } catch (error) {
      setState({ status: 'idle' });
      if (handleUnauthorizedError(error)) return;
      if (error instanceof FlyerExtractionError && error.flyerUpload) {
        setState({ status: 'chosen', fileName: file.name });
        onFlyerKept?.(error.flyerUpload);
      }
      const message = error instanceof FlyerExtractionError ? error.message : FLYER_EXTRACTION_FAILED;
      toast({ title: 'OCR Failed', description: message, variant: 'destructive' });
    }
  }

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    void handleFile(event.dataTransfer.files[0]);
  }

  if (state.status === 'processing') {
    return (
      <div role="status" className="flex items-center gap-3 rounded-lg border border-dashed bg-muted/40 p-5">
        <LoaderCircle aria-hidden="true" className="h-6 w-6 shrink-0 animate-spin text-primary" />
        <div className="min-w-0">
          <p className="font-medium">Reading your flyer...</p>
          <p className="truncate text-sm text-muted-foreground">{state.fileName}</p>
        </div>
      </div>
    );
  }

  if (state.status === 'chosen') {
    return (
      <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-4">
        <FileImage aria-hidden="true" className="h-6 w-6 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{state.fileName}</p>
          <p className="text-sm text-muted-foreground">Details filled in below: check them before you create the event.</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => {
          setState({ status: 'idle' });
          onFlyerKept?.(null);
        }} aria-label={`Remove ${state.fileName}`}>
          <X aria-hidden="true" />
          Remove
        </Button>
      </div>
    );
  }

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        'hover:border-primary hover:bg-muted/40 focus-within:ring-2 focus-within:ring-ring',
        dragging && 'border-primary bg-muted/60',
      )}
    >
      <Upload aria-hidden="true" className="h-8 w-8 text-primary" />
      <span className="font-medium">Upload an event flyer</span>
      <span className="text-sm text-muted-foreground">JPEG, PNG, GIF or PDF, up to 1MB. We will fill in what we can read.</span>
      <input
        id={inputId}
        type="file"
        accept={FLYER_ACCEPT}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void handleFile(file);
        }}
      />
    </label>
  );
}
