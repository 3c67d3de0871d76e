import { Button, type ButtonProps } from 'primereact/button';

/** The small red trash button of a row (a comment, a file, an income); its label says what it deletes. */
export function DeleteButton(props: Omit<ButtonProps, 'type' | 'icon' | 'text' | 'size' | 'severity'>) {
  return <Button type="button" icon="pi pi-trash" text size="small" severity="danger" {...props} />;
}
