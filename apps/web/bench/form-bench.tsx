// The form engine's browser benchmark page (scripts/bench/form-page.mjs, `npm run bench:form`); not part of the app.
// One synthetic form of 300 fields, rendered either by the engine as built (`?mode=rhf`: useServerForm and
// ServerFormView, react-hook-form, each field subscribed to its own state) or by the naive alternative (`?mode=state`:
// the same widgets of the registry, all values in one useState object at the top, every keystroke re-rendering the
// whole form). Results on `window.__bench`: the render time from the answer to the frame after all the fields are in
// the DOM, and the latency of each keystroke in the target text field to the frame that shows it.
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '@/app/styles/app.css';
import type { Form, FormField } from '@autocredit/generated/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import {
  ServerFormView,
  useServerForm,
  widgetRegistry,
  type FormEndpoint,
  type FormEnvironment,
  type ValueWidgetProps,
} from '@/shared/form-engine';
import {
  fieldDomId,
  isRequired,
  joinPath,
  valueAt,
  valuesOf,
  type FormValues,
} from '@/shared/form-engine/model/form-tree';
import { setupPrimeReactRussian } from '@/shared/ui/primereact-locale';
import { FIELD_COUNT, syntheticForm } from './synthetic-form';

type Mode = 'rhf' | 'state';

export interface BenchResults {
  mode: Mode;
  fields: number;
  /** The DOM id of the text input the keystrokes go to. */
  target: string;
  /** ms from the answer to the frame after the last field is in the DOM; null until then. */
  render: number | null;
  /** ms from the answer to the last field in the DOM (React's work, before style, layout and paint). */
  inDom: number | null;
  /** ms from the answer to the start of the render that has the form (the engine: its query and its effect). */
  handover: number | null;
  /** ms from each keydown in the target (its `timeStamp`) to the frame after it. */
  keys: number[];
}

declare global {
  interface Window {
    __bench: BenchResults;
    /** Unmounts the form and hands the answer over again in the same page (warm code): `render` anew. */
    __benchAgain(): void;
  }
}

/** The answer comes this long after the page starts (its scripts loaded and idle), like a server's would. */
const ANSWER_DELAY_MS = 150;
const ENV = { underwriter: false, showChanged: false, phoneActions: false, canUpload: false, readOnly: false };

const mode: Mode = new URLSearchParams(window.location.search).get('mode') === 'state' ? 'state' : 'rhf';
const { form: answer, targetPath } = syntheticForm();
const target = fieldDomId(answer.formName, targetPath);
const bench: BenchResults = { mode, fields: FIELD_COUNT, target, render: null, inDom: null, handover: null, keys: [] };
window.__bench = bench;

/** After a frame was produced: the next task once `requestAnimationFrame` has run (the paint follows it). */
const afterFrame = (done: () => void) => requestAnimationFrame(() => setTimeout(done, 0));

let answeredAt: number | null = null;
/** The answer is handed over to the page now. */
function markAnswer(): void {
  performance.mark('bench:answer');
  answeredAt = performance.now();
}
/** A render with the form to show begins (the first one counts). */
function markHandover(): void {
  if (answeredAt !== null && bench.handover === null) bench.handover = performance.now() - answeredAt;
}

const container = document.getElementById('root')!;
const watcher = new MutationObserver(() => {
  if (answeredAt === null || container.querySelectorAll('[data-field]').length < FIELD_COUNT) return;
  watcher.disconnect();
  const start = answeredAt;
  bench.inDom = performance.now() - start;
  afterFrame(() => {
    performance.measure('bench:render', 'bench:answer');
    bench.render = performance.now() - start;
  });
});

document.addEventListener(
  'keydown',
  (event) => {
    if ((event.target as Element | null)?.id !== target) return;
    const pressed = event.timeStamp;
    afterFrame(() => bench.keys.push(performance.now() - pressed));
  },
  true,
);

// (a) The engine as built: useServerForm with an in-memory endpoint, ServerFormView.
const endpoint: FormEndpoint<null> = {
  source: 'bench',
  id: 1,
  load: () =>
    new Promise((resolve) =>
      setTimeout(() => {
        markAnswer();
        resolve({ form: answer, extra: null });
      }, ANSWER_DELAY_MS),
    ),
};

function EngineBench() {
  const form = useServerForm({ endpoint });
  if (form.form) markHandover();
  return <ServerFormView form={form} env={ENV} />;
}

// (b) The naive alternative: the registry's widgets, every value in one state object, passed down as props.
const env: FormEnvironment = { ...ENV, requestReload: () => undefined };
const noop = () => undefined;
const emptyOf = (type: FormField['type']) => {
  const definition = widgetRegistry[type];
  return definition.kind === 'value' ? definition.empty : null;
};

function setAt(values: FormValues, [key, ...rest]: string[], value: unknown): FormValues {
  if (key === undefined) return values;
  return {
    ...values,
    [key]: rest.length > 0 ? setAt((values[key] as FormValues | undefined) ?? {}, rest, value) : value,
  };
}

interface StateNodeProps {
  node: FormField;
  path: string;
  values: FormValues;
  onChange(path: string, value: unknown): void;
}

/** A node as the engine draws it (the same classes, label and `data-field`), its value from the props. */
function StateNode({ node, path, values, onChange }: StateNodeProps) {
  const definition = widgetRegistry[node.type];
  const id = fieldDomId(answer.formName, path);
  if (definition.kind === 'container') {
    const Container = definition.Component;
    return (
      <Container
        field={node}
        name={path}
        id={id}
        env={env}
        renderChild={(child, key, childPath) => (
          <StateNode key={key} node={child} path={childPath} values={values} onChange={onChange} />
        )}
      />
    );
  }
  const Widget = definition.Component as React.ComponentType<ValueWidgetProps<unknown>>;
  const wide = node.type === 'textarea';
  return (
    <div className={wide ? 'form-field form-field--wide' : 'form-field'} data-field={id}>
      {definition.frame !== 'none' && node.label ? (
        <label htmlFor={id} id={`${id}-label`} className="form-field__label">
          {node.label}
          {isRequired(node) ? (
            <span className="form-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <Widget
        field={node}
        name={path}
        id={id}
        value={valueAt(values, path)}
        onChange={(value) => onChange(path, value)}
        onBlur={noop}
        inputRef={noop}
        disabled={false}
        invalid={false}
        env={env}
      />
    </div>
  );
}

function StateForm({ form }: { form: Form }) {
  markHandover();
  const [values, setValues] = useState(() => valuesOf(form.fields, emptyOf));
  const onChange = useCallback(
    (path: string, value: unknown) => setValues((current) => setAt(current, path.split('.'), value)),
    [],
  );
  return (
    <form className="server-form" data-form={form.formName} noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="form-grid">
        {Object.entries(form.fields).map(([key, node]) => (
          <StateNode key={key} node={node} path={joinPath('', key)} values={values} onChange={onChange} />
        ))}
      </div>
    </form>
  );
}

function StateBench() {
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      markAnswer();
      setForm(answer);
    }, ANSWER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return form ? <StateForm form={form} /> : null;
}

setupPrimeReactRussian();
const root = createRoot(container);
let round = 0;

/** Mounts the page afresh (a new query cache, a new form); the answer comes ANSWER_DELAY_MS later. */
function mount(): void {
  round += 1;
  answeredAt = null;
  bench.render = null;
  bench.inDom = null;
  bench.handover = null;
  watcher.observe(container, { childList: true, subtree: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  root.render(
    <StrictMode key={round}>
      <QueryClientProvider client={queryClient}>
        <PrimeReactProvider value={{ locale: 'ru', ripple: false }}>
          <MemoryRouter initialEntries={['/bench']}>
            <main style={{ maxWidth: 1280, margin: '0 auto', padding: '1rem' }}>
              {mode === 'state' ? <StateBench /> : <EngineBench />}
            </main>
          </MemoryRouter>
        </PrimeReactProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

window.__benchAgain = mount;
mount();
