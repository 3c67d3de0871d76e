/** The `organization` widget (the employer). */
export { OrganizationWidget } from './organization-widget';
