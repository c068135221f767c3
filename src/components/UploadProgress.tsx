// An upload's progress as a labelled bar with its percentage (e.g. a certificate being sent).
import { useId } from 'react';

interface UploadProgressProps {
  label: string;
  loaded: number;
  total: number;
}

export function UploadProgress({ label, loaded, total }: UploadProgressProps) {
  const id = useId();
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return (
    <div className="upload-progress">
      <span id={id}>{label}</span>
      <progress aria-labelledby={id} max={100} value={percent} />
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
