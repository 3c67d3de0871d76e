// The report builder (002 §2 'Reports page', §7): a report ordered, waited for in the list, downloaded.

/**
 * @param {import('../lib/api.js').Api} api
 * @param {import('../lib/settings.js').Settings} settings
 */
export async function reportBuilder(api, settings) {
  await api.signIn(settings.users.reporter, settings.password);
  const reports = { group: 'reports' };
  const built = await api.get('buildReport', `/api/report/build/${settings.reportType}`, reports);
  const hash = built.data?.result?.hash;
  if (hash) {
    // The page waits for getReport; a load test reads the list as the page then does, until the report is made.
    for (let i = 0; i < 60; i++) {
      const list = await api.get('listReports', '/api/report/list', reports);
      const item = (list.data?.result?.items ?? []).find((/** @type {{ hash: string }} */ r) => r.hash === hash);
      if (item?.status === 'complete') {
        await api.get('downloadReport', `/api/report/get/${hash}`, reports);
        break;
      }
      await api.pause(500);
    }
  }
  await api.signOut();
}
