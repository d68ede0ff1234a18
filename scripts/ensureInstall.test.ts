import { describe, expect, it } from 'vitest'
import { aptInstallPlan } from './ensure-install.mjs'

const argvs = (plan: { argv: string[] }[]) => plan.map((step) => step.argv.join(' '))

describe('aptInstallPlan (what `npm test` runs to install nginx, PostgreSQL and Chromium)', () => {
  it('denies service starts during the install, then disables the services on a systemd machine', () => {
    const plan = aptInstallPlan(['nginx'], {
      asRoot: true,
      policyExists: false,
      systemd: true,
      services: ['nginx'],
    })
    expect(argvs(plan)).toEqual([
      "sh -c printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d",
      'apt-get update -qq',
      'apt-get install -y -qq --no-install-recommends nginx',
      'systemctl disable --now --quiet nginx',
      'rm -f /usr/sbin/policy-rc.d',
    ])
    // The policy goes away even when the install fails.
    expect(plan.at(-1)).toMatchObject({ always: true })
  })

  it('runs every step through sudo for a user other than root', () => {
    const plan = aptInstallPlan(['postgresql'], {
      asRoot: false,
      policyExists: false,
      systemd: true,
      services: ['postgresql'],
    })
    expect(plan.every((step) => step.argv[0] === 'sudo')).toBe(true)
    expect(argvs(plan)).toContain('sudo systemctl disable --now --quiet postgresql')
  })

  it("leaves a machine's own policy-rc.d in place, and asks no systemctl where systemd does not run", () => {
    const plan = aptInstallPlan(['chromium'], {
      asRoot: true,
      policyExists: true,
      systemd: false,
      recommends: true,
    })
    expect(argvs(plan)).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium'])
  })
})
