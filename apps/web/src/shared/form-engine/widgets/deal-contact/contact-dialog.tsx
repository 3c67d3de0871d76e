import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { DealContact, FormFieldChoice } from '@autocredit/generated/api';
import { PhoneInput } from '@/shared/ui/inputs/phone-input';
import { formatPhone, phoneDigits, phoneValue } from '@/shared/ui/inputs/phone';
import { toast } from '@/shared/ui/toast';
import { saveContact } from '@/shared/contacts';
import { contactFailure } from './contact-failure';
import { contactTexts } from '@/shared/contacts';

/** The props of ContactDialog. */
export interface ContactDialogProps {
  dealId: number;
  /** The contact changed; null adds one. */
  contact: DealContact | null;
  choices: readonly FormFieldChoice[];
  /** Saved: the list is reloaded and the dialog closed. */
  onSaved(): void;
  /** The contact is gone (404): the list is reloaded and the dialog closed. */
  onGone(): void;
  onHide(): void;
}

/**
 * 'Добавить контакт' / 'Изменить контакт' (600 px, 002 §2): ФИО, телефон (+7 and 10 digits), тип. 'Сохранить' is
 * disabled until all three are filled (002 §5); a refusal is told as 002 §8 says (see contactFailure).
 */
export function ContactDialog({ dealId, contact, choices, onSaved, onGone, onHide }: ContactDialogProps) {
  const [fio, setFio] = useState(contact?.fio ?? '');
  const [phone, setPhone] = useState(contact ? formatPhone(phoneDigits(contact.phone)) : '');
  const [type, setType] = useState(contact?.type ?? '');
  const complete = fio.trim() !== '' && phoneValue(phone) !== '' && type !== '';
  const save = useMutation({
    mutationFn: () => saveContact(dealId, contact?.id ?? null, { fio: fio.trim(), phone: phoneValue(phone), type }),
    onSuccess: onSaved,
    onError: (error) => {
      const failure = contactFailure(error);
      failure.texts.forEach((text) => toast.error(text));
      if (failure.notFound) onGone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !save.isPending) save.mutate();
  };
  const options =
    choices.some((c) => c.value === type) || type === '' ? choices : [...choices, { value: type, label: type }];
  const footer = (
    <div className="deal-contact-dialog__footer">
      <Button type="button" size="small" label="Отмена" text onClick={onHide} />
      <Button
        type="submit"
        form="deal-contact-form"
        size="small"
        label="Сохранить"
        data-testid="contact-save"
        disabled={!complete}
        loading={save.isPending}
      />
    </div>
  );
  return (
    <Dialog
      visible
      header={contact ? contactTexts.editTitle : contactTexts.addTitle}
      style={{ width: '600px' }}
      breakpoints={{ '640px': '95vw' }}
      footer={footer}
      onHide={onHide}
      data-testid="contact-dialog"
    >
      <form id="deal-contact-form" className="deal-contact-dialog" onSubmit={submit} noValidate>
        <label htmlFor="deal-contact-fio">ФИО</label>
        <InputText
          id="deal-contact-fio"
          data-testid="deal-contact-fio"
          className="w-full"
          autoFocus
          autoComplete="off"
          value={fio}
          onChange={(event) => setFio(event.target.value)}
        />
        <label htmlFor="deal-contact-phone">Телефон</label>
        <PhoneInput id="deal-contact-phone" value={phone} invalid={false} onChange={setPhone} />
        <label htmlFor="deal-contact-type">Тип контакта</label>
        <Dropdown
          inputId="deal-contact-type"
          data-testid="deal-contact-type"
          className="w-full"
          value={type || null}
          options={[...options]}
          optionLabel="label"
          optionValue="value"
          optionDisabled="disabled"
          placeholder="Выберите"
          onChange={(event) => setType(typeof event.value === 'string' ? event.value : '')}
        />
      </form>
    </Dialog>
  );
}
