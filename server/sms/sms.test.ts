// The Twilio sender through the real SDK, with its HTTP layer replaced: what it asks Twilio for.
import { describe, expect, it } from 'vitest'
import type RequestClient from 'twilio/lib/base/RequestClient'
import { twilioSender } from './sms.ts'

describe('twilioSender', () => {
  it('posts the message to the account’s Messages resource, from the configured sender', async () => {
    const requests: RequestClient.RequestOptions[] = []
    const http = {
      async request(opts: RequestClient.RequestOptions) {
        requests.push(opts)
        return { statusCode: 201, headers: {}, body: JSON.stringify({ sid: 'SM123', status: 'queued', to: '+31612345678' }) }
      },
    } as unknown as RequestClient
    const sms = twilioSender({ accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'secret', from: 'Amora' }, http)
    await sms.send('+31612345678', 'Your Amora code: 123456')
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      method: 'post',
      uri: 'https://api.twilio.com/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
      data: { To: '+31612345678', From: 'Amora', Body: 'Your Amora code: 123456' },
    })
  })

  it('fails when Twilio refuses the message', async () => {
    const http = {
      async request() {
        return { statusCode: 400, headers: {}, body: JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }) }
      },
    } as unknown as RequestClient
    const sms = twilioSender({ accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'secret', from: 'Amora' }, http)
    await expect(sms.send('+3161', 'x')).rejects.toThrow(/not valid/)
  })
})
