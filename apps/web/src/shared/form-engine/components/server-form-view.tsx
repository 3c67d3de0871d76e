import { TabPanel, TabView } from 'primereact/tabview';
import { useMemo, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { ServerForm } from '../hooks/use-server-form';
import { tabsOf } from '../model/form-tree';
import type { FormEnvironment } from '../widgets/widget-types';
import { FieldNode } from './field-node';
import { FormRenderContext } from './form-render-context';
import { NameGendersContext, createNameGenders } from '../widgets/person-name';

/**
 * Renders the form of `useServerForm`: one grid of fields, or, when the form is made only of groups (the client
 * step's client, spouse, third person; a lone borrower too), a tab per group (all kept mounted, so that their values
 * and checks stay).
 */
export function ServerFormView<Extra>({
  form,
  env,
  tabExtras,
  hiddenFields,
}: {
  form: ServerForm<Extra>;
  env: Omit<FormEnvironment, 'requestReload'>;
  /** What the page shows at the top of a tab (the client step's links per person), inside the form's context. */
  tabExtras?: (tabKey: string) => ReactNode;
  /** Top-level fields the page draws itself (or hides): not drawn here; their values are kept and posted. */
  hiddenFields?: ReadonlySet<string>;
}) {
  const shown = form.form;
  const { reload } = form;
  // what the picked name suggestions imply, per form (a new step starts afresh)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const nameGenders = useMemo(() => createNameGenders(), [shown?.formName]);
  const context = useMemo(
    () =>
      shown
        ? {
            env: { ...env, requestReload: () => void reload() },
            registry: form.registry,
            formName: shown.formName,
          }
        : null,
    // the environment's parts, not its object, decide
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown?.formName, form.registry, reload, ...Object.values(env)],
  );
  if (!shown || !context) return null;
  const tabs = tabsOf(shown.fields);
  return (
    <FormProvider {...form.methods}>
      <FormRenderContext.Provider value={context}>
        <NameGendersContext.Provider value={nameGenders}>
          <form
            className="server-form"
            data-form={shown.formName}
            noValidate
            onSubmit={(event) => event.preventDefault()}
            aria-busy={form.busy !== null}
          >
            {tabs ? (
              <TabView
                activeIndex={form.activeTab}
                onTabChange={(event) => form.setActiveTab(event.index)}
                renderActiveOnly={false}
              >
                {tabs.map(({ key, node }) => (
                  <TabPanel key={key} header={node.label ?? key}>
                    {tabExtras?.(key)}
                    <div className="form-grid">
                      {Object.entries(node.children ?? {}).map(([childKey, child]) => (
                        <FieldNode key={childKey} node={child} path={`${key}.${childKey}`} />
                      ))}
                    </div>
                  </TabPanel>
                ))}
              </TabView>
            ) : (
              <div className="form-grid">
                {Object.entries(shown.fields)
                  .filter(([key]) => !hiddenFields?.has(key))
                  .map(([key, node]) => (
                    <FieldNode key={key} node={node} path={key} />
                  ))}
              </div>
            )}
          </form>
        </NameGendersContext.Provider>
      </FormRenderContext.Provider>
    </FormProvider>
  );
}
