// Replays a Dockerfile without a Docker engine: parses it (dockerfile-ast), lays each stage's filesystem out in a
// folder of its own (an absolute path /x of the image is <stage root>/x), and runs its steps there: WORKDIR makes and
// enters the folder, COPY copies from the build context (filtered by .dockerignore, as docker sends it) or from an
// earlier stage (--from), RUN runs in sh in the working folder with the stage's ENV, ENV sets variables. What the
// steps leave (the working folder, the environment, CMD and HEALTHCHECK) is given back to start and probe.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, statSync, chmodSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import dockerignore from '@balena/dockerignore';
import { DockerfileParser } from 'dockerfile-ast';

/** The stages of a Dockerfile: name (its `AS`, or its index), base image, and steps (keyword, arguments, flags). */
export function stagesOf(text) {
  const stages = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    const keyword = instruction.getKeyword();
    const args = instruction.getArguments().map((a) => a.getValue());
    const flags = Object.fromEntries((instruction.getFlags?.() ?? []).map((f) => [f.getName(), f.getValue()]));
    if (keyword === 'FROM') {
      stages.push({ name: instruction.getBuildStage() ?? String(stages.length), image: args[0], steps: [] });
      continue;
    }
    const json = instruction.getJSONStrings?.().map((s) => s.getJSONValue());
    const content = instruction.getArgumentsContent() ?? '';
    stages.at(-1).steps.push({ keyword, args, flags, content, json: json && json.length > 0 ? json : null });
  }
  return stages;
}

/** The files of the build context docker would send: the repository's, less what .dockerignore names. */
export function contextFiles(repo) {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(repo, file)));
  const ignoreFile = join(repo, '.dockerignore');
  const rules = existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '';
  return dockerignore().add(rules).filter(listed);
}

/** Where an image path lies in a stage's folder. */
const inRoot = (root, path) => join(root, path);

/** Copies `source` (a context path, a folder or file, `./` for all) to `target` (an image path), as COPY does. */
function copyFromContext(repo, files, source, target) {
  const prefix = source.replace(/^\.\/?/, '').replace(/\/$/, '');
  const matching = files.filter((file) => prefix === '' || file === prefix || file.startsWith(`${prefix}/`));
  if (matching.length === 0) throw new Error(`COPY ${source}: nothing in the build context`);
  const intoFolder = target.endsWith('/') || matching.length > 1 || matching[0] !== prefix;
  for (const file of matching) {
    const rest = file === prefix ? file.split('/').at(-1) : relative(prefix, file);
    const destination = intoFolder ? join(target, rest) : target;
    mkdirSync(dirname(destination), { recursive: true });
    cpSync(join(repo, file), destination);
  }
}

/**
 * Replays the stage `stage` of a Dockerfile in `root` (a folder per stage name in `roots` for COPY --from), with the
 * repository `repo` as the build context. Gives back the working folder (in `root`), the environment, and the
 * stage's CMD and HEALTHCHECK commands.
 */
export function replayStage(stage, { repo, root, roots = {}, env: baseEnv = process.env, log = () => {} }) {
  const files = contextFiles(repo);
  let workdir = '/';
  const env = { ...baseEnv };
  let cmd = null;
  let healthcheck = null;
  mkdirSync(root, { recursive: true });
  for (const step of stage.steps) {
    const here = inRoot(root, workdir);
    switch (step.keyword) {
      case 'WORKDIR':
        workdir = step.args[0].startsWith('/') ? step.args[0] : join(workdir, step.args[0]);
        mkdirSync(inRoot(root, workdir), { recursive: true });
        break;
      case 'ENV':
        for (const pair of step.content.split(/\s+/).filter(Boolean)) {
          const [name, ...value] = pair.split('=');
          env[name] = value.join('=');
        }
        break;
      case 'COPY': {
        const sources = step.args.slice(0, -1);
        const target = step.args.at(-1);
        const destination = target.startsWith('/') ? inRoot(root, target) : join(here, target);
        for (const source of sources) {
          if (step.flags.from) {
            const from = roots[step.flags.from];
            if (!from) throw new Error(`COPY --from=${step.flags.from}: that stage was not replayed`);
            mkdirSync(dirname(destination), { recursive: true });
            cpSync(inRoot(from, source), destination, { recursive: true });
          } else {
            copyFromContext(repo, files, source, target.endsWith('/') ? `${destination}/` : destination);
          }
        }
        if (step.flags.chmod) chmodSync(destination, parseInt(step.flags.chmod, 8));
        break;
      }
      case 'RUN':
        log(`RUN ${step.content}`);
        execFileSync('sh', ['-c', step.content], { cwd: here, env, stdio: ['ignore', 'pipe', 'pipe'] });
        break;
      case 'CMD':
        cmd = step.json ?? ['sh', '-c', step.content];
        break;
      case 'HEALTHCHECK': {
        const command = step.content.replace(/^(--[\w-]+=\S+\s+)*CMD\s+/, '');
        healthcheck = command.startsWith('[') ? JSON.parse(command) : ['sh', '-c', command];
        break;
      }
      default:
        break; // EXPOSE, USER, LABEL: nothing to lay out
    }
  }
  if (!statSync(inRoot(root, workdir)).isDirectory()) throw new Error(`WORKDIR ${workdir} is not a folder`);
  return { workdir: inRoot(root, workdir), env, cmd, healthcheck };
}
