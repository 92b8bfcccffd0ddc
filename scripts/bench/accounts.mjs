// Accounts for the bench, made through the real calls as a newcomer makes them: an admin who
// registers and proves the address with the link mailed to it, and members it invites.

const json = async (response) => {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.url}: ${response.status}: ${body.error}`);
  return body;
};

export const post = (url, body, token) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });

/** Registers `account` (an ADMIN_EMAILS address) and proves it; returns the session. */
export async function confirmedAdmin(appUrl, sink, account) {
  await json(await post(`${appUrl}/api/register`, account));
  const link = await sink.link(account.email, 'confirm');
  return json(
    await post(`${appUrl}/api/auth/confirm-email`, {
      token: link.split('/').pop(),
      new_password: account.password,
    }),
  );
}

/** A member of `level` invited by the admin whose token is given; returns the session. */
export async function invitedMember(appUrl, adminJwt, account, level = 'trusted') {
  const invite = await json(
    await post(`${appUrl}/api/generate-invite`, { code_type: level }, adminJwt),
  );
  return json(
    await post(`${appUrl}/api/register`, { ...account, invite_code: invite.invite_code }),
  );
}
