import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopChild, waitUntilReady } from './processes';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in front of the app servers, on a loopback port, with its files in a throw-away folder. Reads
 * that meet a dead server are tried on the next one; a write is never sent twice (nginx does not retry POST, PUT,
 * PATCH or DELETE), so a write in flight on a server that dies fails instead of being applied twice.
 */
export async function startNginx(port: number, appPorts: number[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloverleaf-nginx-'));
  const asRoot = process.getuid?.() === 0;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `
${asRoot ? 'user root root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream cloverleaf {
${appPorts.map((appPort) => `    server 127.0.0.1:${appPort} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://cloverleaf;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      # The notification stream stays open and must arrive as it is written.
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`);
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => { if (errors.length < 10_000) errors += chunk.toString(); });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, () => fetch(`${url}/api/health`).then((response) => response.ok, () => false), {
    timeoutMs: 10_000, intervalMs: 100, failure: () => `nginx did not answer at ${url}: ${errors}`,
  });
  return {
    url,
    async stop() {
      await stopChild(child, 'SIGQUIT');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
