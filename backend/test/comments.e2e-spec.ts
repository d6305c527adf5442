import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { makeRequest, NO_SUCH_ID, signedInUser } from './support/request-factories';
import { startTestApp, TestApp } from './support/test-app';

describe('comments', () => {
  let t: TestApp;
  let admin: Member;
  let author: Member;
  let colleague: Member;
  let outsider: Member;
  let request: Record<string, any>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInMember(t);
    author = await signedInUser(t, admin.organizationId);
    colleague = await signedInUser(t, admin.organizationId);
    outsider = await signedInMember(t);
    request = await makeRequest(author.agent, { title: 'Commented request' });
  });
  afterAll(() => t?.stop());

  const post = (m: Member, body: Record<string, unknown>) => m.agent.post('/api/comments').send({ requestId: request.id, ...body });

  it('posts a trimmed comment by the caller and lists the thread', async () => {
    await post(colleague, { content: 'Echoing my employee id', authorId: colleague.employee!.id }).expect(201);
    const res = await post(colleague, { content: '  Looks right to me  ', authorId: colleague.user.id, attachments: [], isDeleted: false }).expect(201);
    expect(res.body).toMatchObject({
      organizationId: admin.organizationId,
      requestId: request.id,
      parentCommentId: null,
      authorId: colleague.user.id,
      authorName: `${colleague.user.firstName} ${colleague.user.lastName}`,
      content: 'Looks right to me',
      mentions: [],
      attachments: [],
      isDeleted: false,
      edited: false,
    });
    expect(res.body.createdAt).toBe(res.body.updatedAt);
    const thread = await admin.agent.get(`/api/comments?requestId=${request.id}`).expect(200);
    expect(thread.body.map((c: { id: string }) => c.id)).toContain(res.body.id);
    expect(thread.headers['content-range']).toMatch(/^comments 0-\d+\/\d+$/);
  });

  it('refuses empty comments and anything but the caller as author', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '   ' }, 'Comment cannot be empty'],
      [{ content: '' }, 'Comment cannot be empty'],
      [{}, 'Comment cannot be empty'],
      [{ content: 'x'.repeat(5001) }, 'Comment must be at most 5000 characters'],
      [{ content: 'hi', authorId: admin.user.id }, 'authorId must be the signed-in user'],
      [{ content: 'hi', authorId: admin.employee!.id }, 'authorId must be the signed-in user'],
      [{ content: 'hi', isDeleted: true }, 'A new comment cannot be deleted'],
      [{ content: 'hi', requestId: 'abc' }, 'Request must be a valid id'],
      [{ content: 'hi', parentCommentId: 'abc' }, 'Parent comment must be a valid id'],
      [{ content: 'hi', mentions: 'everyone' }, 'Mentions must be a list of user ids'],
      [{ content: 'hi', mentions: ['bob'] }, 'Mentions must be a list of user ids'],
      [{ content: 'hi', mentions: [outsider.user.id] }, 'Mentioned users must be members of your organization'],
      [{ content: 'hi', mentions: [NO_SUCH_ID] }, 'Mentioned users must be members of your organization'],
      [{ content: 'hi', attachments: ['run.sh'] }, 'File type of run.sh is not allowed (allowed: .pdf, .doc, .docx, .xls, .xlsx, .png, .jpg, .jpeg)'],
      [{ content: 'hi', likes: 3 }, 'property likes should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await post(colleague, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    await colleague.agent.post('/api/comments').send({ requestId: NO_SUCH_ID, content: 'hi' }).expect(404);
    await outsider.agent.post('/api/comments').send({ requestId: request.id, content: 'hi' }).expect(404);
  });

  it('keeps mentions of users of the organization, without duplicates', async () => {
    const res = await post(author, { content: 'cc', mentions: [admin.user.id, colleague.user.id, admin.user.id.toUpperCase()] }).expect(201);
    expect(res.body.mentions).toEqual([admin.user.id, colleague.user.id]);
  });

  it('nests replies one level: a reply to a reply joins the root', async () => {
    const root = (await post(author, { content: 'Root' }).expect(201)).body;
    const reply = (await post(colleague, { content: 'Reply', parentCommentId: root.id }).expect(201)).body;
    expect(reply.parentCommentId).toBe(root.id);
    const nested = (await post(admin, { content: 'Reply to the reply', parentCommentId: reply.id }).expect(201)).body;
    expect(nested.parentCommentId).toBe(root.id);
    await post(admin, { content: 'none', parentCommentId: 'none' }).expect(201);

    const other = await makeRequest(author.agent, { title: 'Other request' });
    const wrong = await colleague.agent.post('/api/comments').send({ requestId: other.id, content: 'x', parentCommentId: root.id }).expect(422);
    expect(wrong.body.message).toBe('The parent comment belongs to another request');
    const foreignRequest = await makeRequest(outsider.agent);
    const foreignRoot = (await outsider.agent.post('/api/comments').send({ requestId: foreignRequest.id, content: 'B' }).expect(201)).body;
    const hidden = await post(colleague, { content: 'x', parentCommentId: foreignRoot.id }).expect(404);
    expect(hidden.body.message).toBe('Parent comment not found');
  });

  it('lets the author and admins edit, answering edited and the timestamps', async () => {
    const comment = (await post(author, { content: 'First draft' }).expect(201)).body;
    await new Promise((r) => setTimeout(r, 5));
    const edited = await author.agent.put(`/api/comments/${comment.id}`).send({ content: ' Second draft ', updatedAt: new Date().toISOString() }).expect(200);
    expect(edited.body).toMatchObject({ content: 'Second draft', edited: true, createdAt: comment.createdAt });
    expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThan(new Date(comment.createdAt).getTime());
    const byAdmin = await admin.agent.put(`/api/comments/${comment.id}`).send({ content: 'Moderated', mentions: [colleague.user.id] }).expect(200);
    expect(byAdmin.body).toMatchObject({ content: 'Moderated', mentions: [colleague.user.id], authorId: author.user.id });

    const refused = await colleague.agent.put(`/api/comments/${comment.id}`).send({ content: 'Hijacked' }).expect(403);
    expect(refused.body.message).toBe('Only the author or an admin can change this comment');
    await colleague.agent.delete(`/api/comments/${comment.id}`).expect(403);
    await outsider.agent.put(`/api/comments/${comment.id}`).send({ content: 'Hijacked' }).expect(404);
    await outsider.agent.delete(`/api/comments/${comment.id}`).expect(404);
    expect((await author.agent.put(`/api/comments/${comment.id}`).send({ content: '  ' }).expect(400)).body.message).toBe('Comment cannot be empty');
    await author.agent.put(`/api/comments/${comment.id}`).send({ mentions: [outsider.user.id] }).expect(400);
    await author.agent.put(`/api/comments/${comment.id}`).send({ authorId: colleague.user.id }).expect(400);
    await author.agent.put(`/api/comments/${NO_SUCH_ID}`).send({ content: 'x' }).expect(404);
    await author.agent.put('/api/comments/not-an-id').send({ content: 'x' }).expect(404);
    expect((await author.agent.get(`/api/comments/${comment.id}`).expect(200)).body.content).toBe('Moderated');
  });

  it('soft-deletes with PUT isDeleted or DELETE, keeping replies in place', async () => {
    const root = (await post(author, { content: 'To be removed', mentions: [admin.user.id] }).expect(201)).body;
    const reply = (await post(colleague, { content: 'A reply', parentCommentId: root.id }).expect(201)).body;
    const deleted = await author.agent
      .put(`/api/comments/${root.id}`)
      .send({ isDeleted: true, content: '[Comment deleted]', updatedAt: new Date().toISOString() })
      .expect(200);
    expect(deleted.body).toMatchObject({ id: root.id, isDeleted: true, content: '[Comment deleted]', mentions: [], edited: false });
    expect((await author.agent.put(`/api/comments/${root.id}`).send({ content: 'Back' }).expect(422)).body.message).toBe(
      'A deleted comment cannot be edited or restored',
    );
    await author.agent.put(`/api/comments/${root.id}`).send({ isDeleted: false }).expect(422);
    await author.agent.delete(`/api/comments/${root.id}`).expect(200);
    await post(colleague, { content: 'Too late', parentCommentId: root.id }).expect(422);

    const byAdmin = await admin.agent.delete(`/api/comments/${reply.id}`).expect(200);
    expect(byAdmin.body).toMatchObject({ isDeleted: true, content: '[Comment deleted]', parentCommentId: root.id });
    const thread = await admin.agent.get('/api/comments').query({ requestId: request.id }).expect(200);
    expect(thread.body.filter((c: any) => [root.id, reply.id].includes(c.id)).map((c: any) => c.content)).toEqual(['[Comment deleted]', '[Comment deleted]']);
  });

  it("keeps threads private: another organization's request or comment is 404 and never listed", async () => {
    const foreign = await makeRequest(outsider.agent, { title: 'B only' });
    const theirs = (await outsider.agent.post('/api/comments').send({ requestId: foreign.id, content: 'B secret' }).expect(201)).body;
    await admin.agent.get(`/api/comments?requestId=${foreign.id}`).expect(404);
    await admin.agent.get(`/api/comments/${theirs.id}`).expect(404);
    await admin.agent.get('/api/comments?requestId=nonsense').expect(404);
    const all = await admin.agent.get('/api/comments').expect(200);
    expect(all.body.every((c: { organizationId: string }) => c.organizationId === admin.organizationId)).toBe(true);
    const theirList = await outsider.agent.get(`/api/comments?requestId=${request.id}`).expect(404);
    expect(theirList.body.message).toBe('Request not found');
  });

  it('lists a thread oldest first, and pages it', async () => {
    const fresh = await makeRequest(author.agent, { title: 'Fresh thread' });
    for (const content of ['one', 'two', 'three']) await author.agent.post('/api/comments').send({ requestId: fresh.id, content }).expect(201);
    const res = await author.agent.get(`/api/comments?requestId=${fresh.id}`).expect(200);
    expect(res.body.map((c: { content: string }) => c.content)).toEqual(['one', 'two', 'three']);
    const page = await author.agent.get('/api/comments').query({ filter: JSON.stringify({ requestId: fresh.id }), range: '[1,1]' }).expect(200);
    expect(page.body.map((c: { content: string }) => c.content)).toEqual(['two']);
    expect(page.headers['content-range']).toBe('comments 1-1/3');
  });

  it('records Requests activities for posting, editing and deleting', async () => {
    const fresh = await makeRequest(author.agent, { title: 'Audited thread' });
    const comment = (await author.agent.post('/api/comments').send({ requestId: fresh.id, content: 'hello' }).expect(201)).body;
    await author.agent.put(`/api/comments/${comment.id}`).send({ content: 'hello again' }).expect(200);
    await author.agent.delete(`/api/comments/${comment.id}`).expect(200);
    const activities = (await admin.agent.get('/api/activities?category=Requests').expect(200)).body.filter((a: any) => a.entityId === comment.id);
    expect(activities.map((a: any) => a.action).sort()).toEqual(['created', 'deleted', 'updated']);
    expect(activities.every((a: any) => a.entityType === 'comment' && a.entityName === 'Audited thread' && a.performedBy === author.user.id)).toBe(true);
  });

  it('rolls the comment back when its activity cannot be written', async () => {
    const ds = t.app.get(DataSource);
    await ds.query(`ALTER TABLE "activity" ADD CONSTRAINT "no_comment_activity" CHECK ("entityType" <> 'comment') NOT VALID`);
    try {
      await post(author, { content: 'never stored' }).expect(500);
    } finally {
      await ds.query(`ALTER TABLE "activity" DROP CONSTRAINT "no_comment_activity"`);
    }
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM "comment" WHERE "content" = 'never stored'`);
    expect(n).toBe(0);
  });
});
