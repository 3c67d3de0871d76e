import type { MiddlewareCallbackParams } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { ToastOptions } from '../ui/toast';
import { createFeedback } from './feedback-middleware';

const answer = (body: unknown, status = 200) =>
  ({
    response: new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  }) as MiddlewareCallbackParams & { response: Response };

describe("the server's messages[]", () => {
  it('are toasts by their type; a type the web app does not know is an information toast (000 §7)', async () => {
    const shown: ToastOptions[] = [];
    const { middleware } = createFeedback({ show: (t) => shown.push(t) });
    await middleware.onResponse!(
      answer({
        result: true,
        messages: [
          { type: 'warning', message: 'Проверьте данные' },
          { type: 'notice', message: 'Новый тип сообщения' },
        ],
      }),
    );
    expect(shown.map((t) => [t.severity, t.summary])).toEqual([
      ['warn', 'Проверьте данные'],
      ['info', 'Новый тип сообщения'],
    ]);
  });
});
