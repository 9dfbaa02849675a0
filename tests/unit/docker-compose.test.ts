// docker-compose.yml scales (issue 39): docker cannot run on the development machines, so the file
// is read as Docker Compose reads it (YAML with merge keys) and checked for what `docker compose up
// --scale web=3` needs: web containers with no published port and no volume (nothing on their
// disks), a load balancer that finds them all and checks /healthz, photos in an S3-compatible
// service whose bucket is made before the app starts, and every reference resolving.
import { readFileSync, existsSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

interface Service {
  image?: string
  build?: string
  ports?: string[]
  expose?: string[]
  volumes?: string[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }> | string[]
  command?: string[]
  entrypoint?: string[]
  container_name?: string
}
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>
  volumes: Record<string, unknown>
}
const { services } = compose
const haproxy = readFileSync('deploy/haproxy.cfg', 'utf8')

describe('docker-compose.yml', () => {
  it('runs web, worker, the load balancer, PostgreSQL, Redis, the S3 store and the mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(['lb', 'mail', 'minio', 'minio-setup', 'postgres', 'redis', 'web', 'worker'])
  })

  it('lets web scale: no published port, no fixed name, no volume; the balancer publishes the port', () => {
    const web = services.web!
    expect(web.ports).toBeUndefined()
    expect(web.container_name).toBeUndefined()
    expect(web.volumes).toBeUndefined()
    expect(web.expose).toEqual(['3000'])
    expect(services.lb!.ports).toEqual(['3000:3000'])
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/ENV NODE_ENV=production PORT=3000/)
  })

  it('points the balancer at every web container, checked on /healthz', () => {
    expect(services.lb!.image).toMatch(/^haproxy:/)
    expect(services.lb!.volumes).toEqual(['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro'])
    expect(haproxy).toMatch(/^\s*bind :3000$/m)
    expect(haproxy).toMatch(/^\s*server-template web \d+ web:3000 check$/m)
    expect(haproxy).toMatch(/^\s*http-check send meth GET uri \/healthz hdr Host localhost$/m)
    expect(haproxy).toMatch(/^\s*nameserver dns 127\.0\.0\.11:53$/m)
    // Event streams stay open through the balancer.
    expect(haproxy).toMatch(/^\s*timeout tunnel 1h$/m)
  })

  it('gives web and worker the same deployment: one database, one Redis, photos in the bucket, one proxy trusted', () => {
    for (const name of ['web', 'worker']) {
      const env = services[name]!.environment!
      expect(env).toMatchObject({
        DATABASE_URL: 'postgresql://amora:amora@postgres:5432/amora',
        REDIS_URL: 'redis://redis:6379',
        TRUST_PROXY: '1',
        S3_BUCKET: 'amora-photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: '1',
      })
      expect(env.S3_ACCESS_KEY_ID).toBe('${MINIO_ROOT_USER:-amora}')
      expect(env.S3_SECRET_ACCESS_KEY).toBe('${MINIO_ROOT_PASSWORD:-amora-photos-secret}')
      expect(services[name]!.depends_on).toMatchObject({ 'minio-setup': { condition: 'service_completed_successfully' } })
    }
    expect(services.worker!.command).toEqual(['node', 'build/worker.js'])
    expect(services.minio!.environment).toMatchObject({ MINIO_ROOT_USER: '${MINIO_ROOT_USER:-amora}' })
  })

  it('makes the bucket before the app starts, with only public photos and demo avatars readable by anyone', () => {
    const script = services['minio-setup']!.entrypoint!.join(' ')
    expect(script).toContain('mc mb --ignore-existing local/amora-photos')
    const anonymous = [...script.matchAll(/mc anonymous set download local\/amora-photos\/(\S+)/g)].map((m) => m[1])
    expect(anonymous).toEqual(['photos', 'seed'])
    expect(script).not.toMatch(/private/)
  })

  it('refers only to services and volumes it defines, and to files that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      const needs = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {})
      for (const need of needs) expect(services, `${name} depends on ${need}`).toHaveProperty(need)
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!
        if (source.startsWith('.')) expect(existsSync(source), `${name} mounts ${source}`).toBe(true)
        else expect(compose.volumes, `${name} uses volume ${source}`).toHaveProperty(source)
      }
      expect(service.image ?? service.build, `${name} has an image`).toBeTruthy()
    }
  })
})
