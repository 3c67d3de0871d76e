import { useState } from 'react';
import { CallChat, type ChatContact } from './call-chat';

/** Who the call chat is for: the deal, the user, and what they may do in it. */
export interface CallChatOptions {
  dealId: number;
  username: string;
  canDownload: boolean;
  /** A new comment on the contact: all but auditors. */
  canComment: boolean;
}

/** The call chat of a page part: `open(contact)` shows it for a phone, `chat` is the dialog to render. */
export function useCallChat(options: CallChatOptions) {
  const [contact, setContact] = useState<ChatContact | null>(null);
  const chat = <CallChat {...options} contact={contact} onHide={() => setContact(null)} />;
  return { open: setContact, chat };
}
