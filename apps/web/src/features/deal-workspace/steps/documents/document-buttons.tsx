import { Button, type ButtonProps } from 'primereact/button';

/** A file's icon action in its row ('Скачать', 'Печать', 'Просмотреть'): named with the file's name for readers. */
export function FileActionButton({
  action,
  fileName,
  ...props
}: { action: string; fileName: string } & Omit<ButtonProps, 'type' | 'text' | 'size' | 'title'>) {
  return <Button type="button" text size="small" aria-label={`${action} ${fileName}`} title={action} {...props} />;
}

/** A button of the documents' toolbar ('Скачать все документы', 'Скачать группу одним PDF'). */
export function ToolbarButton(props: Omit<ButtonProps, 'type' | 'size' | 'outlined'>) {
  return <Button type="button" size="small" outlined {...props} />;
}
