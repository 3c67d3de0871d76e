// The floor: a bare node:http server answering a JSON body of the size of GET /api/user/ on /, and on /answer/N the
// bytes of ANSWERS_DIR/N.json as they are (an answer of the stub, recorded once: the same bytes, nothing computed).
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

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
const answers = new Map();
const dir = process.env.ANSWERS_DIR;
if (dir)
  for (const name of readdirSync(dir))
    answers.set(`/answer/${name.replace(/\.json$/, '')}`, readFileSync(join(dir, name)));

createServer((req, res) => {
  const answer = answers.get(req.url) ?? body;
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(answer),
  });
  res.end(answer);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
