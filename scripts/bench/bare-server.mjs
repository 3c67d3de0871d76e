// The baseline: a bare node:http server answering a JSON body of the size of GET /api/user/, and on /page the JSON
// of PAGE_FILE (a page of the deal list as the stub answers it), stringified on every request as the stub does.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = JSON.stringify({
  result: {
    id: 6,
    username: 'underwriter',
    fio: 'Смирнова Ольга Викторовна',
    email: 'o.smirnova@autocredit.example',
    roles: ['ROLE_UNDERWRITER'],
    allPrivileges: ['deal-view-info', 'can-view-underwriter-list', 'can-view-underwriter-info', 'report-underwriter'],
    isSwitched: false,
    salePoint: null,
  },
});
const page = process.env.PAGE_FILE ? JSON.parse(readFileSync(process.env.PAGE_FILE, 'utf8')) : null;

createServer((req, res) => {
  const text = req.url === '/page' && page ? JSON.stringify(page) : body;
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
