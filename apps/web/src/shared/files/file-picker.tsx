import './files.css';
import { Button } from 'primereact/button';
import { useRef, useState, type DragEvent, type Ref, type RefCallback } from 'react';
import { fileTexts } from './file-texts';

/** The props of the file picker. */
export interface FilePickerProps {
  id: string;
  inputRef: RefCallback<HTMLElement>;
  multiple: boolean;
  /** The media types of the file dialog's filter ('' for any). */
  accept: string;
  disabled: boolean;
  invalid: boolean;
  /** The chosen (or dropped) files; at most `room` of them. */
  onFiles(files: File[]): void;
  /** How many files may still be added. */
  room: number;
}

/**
 * Choosing files: a button (Tab, Enter/Space) that opens the file dialog, and a drop zone around it. Disabled, it
 * takes neither clicks nor dropped files.
 */
export function FilePicker({ id, inputRef, multiple, accept, disabled, invalid, onFiles, room }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = [...(list ?? [])].slice(0, multiple ? room : Math.min(1, room));
    if (files.length > 0) onFiles(files);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const zone = [
    'file-picker',
    over && 'file-picker--over',
    invalid && 'file-picker--invalid',
    disabled && 'file-picker--disabled',
  ];
  return (
    <div
      className={zone.filter(Boolean).join(' ')}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid={`${id}-drop`}
    >
      <Button
        id={id}
        // PrimeReact's Button hands its <button> to a callback ref (its class type says otherwise).
        ref={inputRef as unknown as Ref<Button>}
        type="button"
        icon="pi pi-upload"
        label={multiple ? fileTexts.choose : fileTexts.chooseOne}
        size="small"
        outlined
        disabled={disabled}
        onClick={() => input.current?.click()}
      />
      <span className="file-picker__hint">{fileTexts.drop}</span>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        multiple={multiple}
        accept={accept || undefined}
        disabled={disabled}
        data-testid={`${id}-input`}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
