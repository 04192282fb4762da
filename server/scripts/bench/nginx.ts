/**
 * A real load balancer for the multi-process bench: nginx from Debian's packages, installed with
 * apt-get when it is missing, run as a child process (not a daemon) from a config file of its own
 * in a temporary folder, with its own pid file, logs and temp paths, listening on a port of ours.
 * Round-robin over the API processes, with WebSocket upgrades passed through, as the README asks
 * of a load balancer in front of several processes.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { findProgram } from '../../src/test/own-services.ts';

/** Where nginx is: on PATH, or in /usr/sbin (not on PATH for every user); null when not installed. */
function findNginx(): string | null {
  return findProgram('nginx') ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
}

/** The nginx binary, installed from Debian's packages first when it is missing. */
export function ensureNginx(log: (line: string) => void): string {
  const found = findNginx();
  if (found) return found;
  log('nginx is not installed: apt-get install -y nginx');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string[]) => {
    const [program, ...args] = asRoot ? command : ['sudo', '-n', ...command];
    const result = spawnSync(program as string, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return result.status === 0;
  };
  if (!run(['apt-get', 'install', '-y', '-qq', 'nginx'])) {
    // A fresh machine may not have the package lists yet.
    run(['apt-get', 'update', '-qq']);
    if (!run(['apt-get', 'install', '-y', '-qq', 'nginx']))
      throw new Error('Installing nginx failed: run `apt-get install -y nginx` as root, then run the bench again');
  }
  const installed = findNginx();
  if (!installed) throw new Error('apt-get installed nginx, but no nginx binary was found');
  return installed;
}

export interface Balancer {
  url: string;
  child: ChildProcess;
  /** The folder with nginx.conf, its logs and temp paths. */
  folder: string;
  stop(): Promise<void>;
}

/**
 * The config. Each answer carries `X-Upstream` with the address nginx passed the request to (two
 * addresses when the first failed and it tried the next), so that the bench can tell which process
 * served what without the API having to say.
 */
function nginxConfig(folder: string, port: number, upstreams: string[]): string {
  const inFolder = (name: string) => path.join(folder, name);
  return `worker_processes 1;
daemon off;
pid ${inFolder('nginx.pid')};
error_log ${inFolder('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${inFolder('access.log')};
  client_body_temp_path ${inFolder('client_body')};
  proxy_temp_path ${inFolder('proxy')};
  fastcgi_temp_path ${inFolder('fastcgi')};
  uwsgi_temp_path ${inFolder('uwsgi')};
  scgi_temp_path ${inFolder('scgi')};
  # Registration and item calls carry up to six photos of 10 MB, base64 in JSON.
  client_max_body_size 100m;

  # Round-robin (nginx's default) over the API processes; one failed connection takes a process
  # out for 10 s and the request goes to the next one.
  upstream swapsies {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join('\n')}
  }

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://swapsies;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Chat sockets stay open; the server pings them every 30 s.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx on `port` in front of `upstreams` (host:port), and answers once it accepts connections. */
export async function startNginx(binary: string, folder: string, port: number, upstreams: string[]): Promise<Balancer> {
  fs.mkdirSync(folder, { recursive: true });
  const config = path.join(folder, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig(folder, port, upstreams));
  const check = spawnSync(binary, ['-t', '-q', '-p', folder, '-c', config, '-e', path.join(folder, 'error.log')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refused its config:\n${check.stderr}`);
  const child = spawn(binary, ['-p', folder, '-c', config, '-e', path.join(folder, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // SIGTERM is nginx's fast shutdown: SIGQUIT would wait for the chat sockets to close.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}; see ${folder}/error.log`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on ${port} within 10 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, child, folder, stop };
}
