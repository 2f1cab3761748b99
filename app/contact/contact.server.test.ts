import { describe, expect, it } from 'vitest';
import { sendEnquiry, type ActionResult } from './contact.server.ts';
import { FORM_TOKEN_MAX_AGE_MS, issueFormToken, readFormToken } from './form-token.server.ts';

const typed = {
  name: 'Iris Vale',
  company: 'Maison Iris',
  email: 'iris@example.com',
  enquiryType: 'private-label',
  message: 'Five thousand units of a 50 ml eau de parfum.',
};

/** The contact action's answer to a post of `fields`, and how many times it counted the post against the limit. */
async function post(fields: Record<string, string>) {
  let counted = 0;
  const request = new Request('http://site.test/contact', { method: 'POST', body: new URLSearchParams(fields) });
  const answer = (await sendEnquiry(request, () => Promise.resolve(++counted > 5))) as unknown as {
    data: ActionResult;
    init: { status: number };
  };
  return { status: answer.init.status, result: answer.data, counted };
}

describe('the enquiry action', () => {
  it('refuses a form token older than a day, keeps what was typed, gives a fresh token, and does not count the post', async () => {
    const old = issueFormToken(Date.now() - FORM_TOKEN_MAX_AGE_MS - 60_000);
    const { status, result, counted } = await post({ ...typed, formToken: old });
    expect(status).toBe(400);
    expect(result.notice).toBe('This form had expired. Please check your details and send it again.');
    expect(result.values).toMatchObject(typed);
    expect(result.formToken).not.toBe(old);
    expect(readFormToken(result.formToken)).not.toBeNull();
    expect(counted, 'not counted against the address').toBe(0);
  });

  it('counts a post with a valid token, once', async () => {
    // Filled in at a person's pace, then refused for what it lacks (no consent): counted once.
    const { status, counted } = await post({ ...typed, formToken: issueFormToken(Date.now() - 10_000) });
    expect(status).toBe(400);
    expect(counted).toBe(1);
  });

  it('does not count a post refused as spam: sent faster than a person types, or with the hidden field filled', async () => {
    const quick = await post({ ...typed, formToken: issueFormToken() });
    expect(quick.status).toBe(400);
    expect(quick.result.notice).toBe('That was sent very quickly. Please check your details and send it again.');
    expect(quick.counted, 'too quick: not counted').toBe(0);
    let counted = 0;
    const trap = new Request('http://site.test/contact', {
      method: 'POST',
      body: new URLSearchParams({ ...typed, website: 'https://spam.example', formToken: issueFormToken(Date.now() - 10_000) }),
    });
    await expect(sendEnquiry(trap, () => Promise.resolve(++counted > 5))).rejects.toMatchObject({ status: 303 });
    expect(counted, 'the hidden field filled: not counted').toBe(0);
  });
});
