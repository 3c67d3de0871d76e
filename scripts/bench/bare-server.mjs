// The baseline: a bare node:http server answering a JSON body of the size of GET /api/user/.
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

createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
