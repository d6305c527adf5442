import { Member, signedInMember } from './support/factories';
import { activities } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

/** GET / PUT /api/organization-settings: every field with its default, the save rules and messages, activity, roles. */
describe('organization settings', () => {
  let t: TestApp;
  let a: Member;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
  });
  afterAll(() => t?.stop());

  const put = (body: Record<string, unknown>, member: Member = a) => member.agent.put('/api/organization-settings').send(body);

  it('answers every field of platform.md section 3 with its default', async () => {
    const m = await signedInMember(t);
    const res = await m.agent.get('/api/organization-settings').expect(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      organizationId: m.organizationId,
      vision: '',
      mission: '',
      values: '',
      organizationName: expect.stringMatching(/^Org /),
      exceedsTargetThreshold: 100,
      onTargetThreshold: 90,
      nearTargetThreshold: 70,
      atRiskThreshold: 50,
      scoreCapPercentage: 150,
      requestStatuses: ['New', 'In Progress', 'Completed', 'Rejected'],
      dataCollectionWorkflow: { requiresApproval: false, autoAssign: true },
      changeRequestWorkflow: { requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true },
      maxAttachmentSize: 10485760,
      allowedFileTypes: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.png', '.jpg', '.jpeg'],
      perspectiveFinancialName: 'Financial',
      perspectiveCustomerName: 'Customer',
      perspectiveInternalProcessName: 'Internal Process',
      perspectiveLearningGrowthName: 'Learning & Growth',
      levelCeoName: 'CEO',
      levelDivisionName: 'Division',
      levelGeneralDepartmentName: 'General Department',
      levelDepartmentName: 'Department',
      termObjectivesLabel: 'Objectives',
      termKpisLabel: 'KPIs',
      termThemesLabel: 'Themes',
      termAssignmentsLabel: 'Assignments',
      termTargetsLabel: 'Targets',
      termActualResultsLabel: 'Actual Results',
      termScoreLabel: 'Score',
      timeZone: 'UTC',
      requireTwoFactorForAdmins: false,
      resultsDueDays: 10,
      reminderDaysBefore: 3,
      reminderDaysAfter: 2,
      escalationDaysAfter: 5,
      requireApproval: false,
      updatedById: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("saves the Corporate BSC foundation block's partial body and answers the full settings, with an activity", async () => {
    const res = await put({ vision: 'Be the best', mission: 'Serve customers', values: 'Integrity, Care', organizationName: '  Acme Corp  ' }).expect(200);
    expect(res.body).toMatchObject({
      vision: 'Be the best',
      mission: 'Serve customers',
      values: 'Integrity, Care',
      organizationName: 'Acme Corp',
      exceedsTargetThreshold: 100,
      scoreCapPercentage: 150,
      updatedById: a.user.id,
    });
    expect((await a.agent.get('/api/organization-settings').expect(200)).body).toEqual(res.body);
    const [latest] = await activities(a.agent, 'Organization');
    expect(latest).toMatchObject({
      action: 'updated',
      entityType: 'organization_settings',
      category: 'Organization',
      performedBy: a.user.id,
      details: { changes: { vision: { from: '', to: 'Be the best' }, organizationName: { to: 'Acme Corp' } } },
    });
  });

  it('refuses thresholds that are not strictly descending, judged with the stored values', async () => {
    const order = 'Thresholds must be in descending order (Exceeds > On Target > Near Target > At Risk)';
    expect((await put({ exceedsTargetThreshold: 90, onTargetThreshold: 90 }).expect(400)).body.message).toBe(order);
    // on its own, 100 equals the stored exceeds threshold
    expect((await put({ onTargetThreshold: 100 }).expect(400)).body.message).toBe(order);
    expect((await put({ atRiskThreshold: 75 }).expect(400)).body.message).toBe(order);
    const both = await put({ nearTargetThreshold: 40, scoreCapPercentage: 99 }).expect(400);
    expect(both.body.message).toBe('Score cap must be at least 100%');
    const rules = await put({ atRiskThreshold: 80, scoreCapPercentage: 100 }).expect(400);
    expect(rules.body).toEqual({ statusCode: 400, message: order });
    const saved = await put({ exceedsTargetThreshold: 110, onTargetThreshold: 95, nearTargetThreshold: 80, atRiskThreshold: 60.5 }).expect(200);
    expect(saved.body).toMatchObject({ exceedsTargetThreshold: 110, onTargetThreshold: 95, nearTargetThreshold: 80, atRiskThreshold: 60.5 });
  });

  it('checks ranges: thresholds 0 to 1000, cap 100 to 1000, attachments 1 to 100 MB', async () => {
    expect((await put({ scoreCapPercentage: 99 }).expect(400)).body.message).toBe('Score cap must be at least 100%');
    expect((await put({ scoreCapPercentage: 1001 }).expect(400)).body.message).toBe('Score cap must be at most 1000%');
    expect((await put({ scoreCapPercentage: '200' }).expect(400)).body.message).toBe('Score cap must be at least 100%');
    expect((await put({ exceedsTargetThreshold: 1001 }).expect(400)).body.message).toBe('Exceeds Target threshold must be a number from 0 to 1000');
    expect((await put({ atRiskThreshold: -1 }).expect(400)).body.message).toBe('At Risk threshold must be a number from 0 to 1000');
    expect((await put({ onTargetThreshold: null }).expect(400)).body.message).toBe('On Target threshold must be a number from 0 to 1000');
    expect((await put({ maxAttachmentSize: 0 }).expect(400)).body.message).toBe('Maximum attachment size must be from 1 to 100 MB (in bytes)');
    expect((await put({ maxAttachmentSize: 101 * 1024 * 1024 }).expect(400)).body.message).toMatch(/^Maximum attachment size/);
    expect((await put({ scoreCapPercentage: 200, maxAttachmentSize: 5 * 1024 * 1024 }).expect(200)).body).toMatchObject({
      scoreCapPercentage: 200,
      maxAttachmentSize: 5242880,
    });
  });

  it('reads lists as arrays or comma-separated text and merges workflow flags', async () => {
    const res = await put({
      requestStatuses: ' Open , In Review,, Done ',
      allowedFileTypes: ['pdf', ' .PNG ', 'csv'],
      dataCollectionWorkflow: { requiresApproval: true },
    }).expect(200);
    expect(res.body).toMatchObject({
      requestStatuses: ['Open', 'In Review', 'Done'],
      allowedFileTypes: ['.pdf', '.png', '.csv'],
      dataCollectionWorkflow: { requiresApproval: true, autoAssign: true },
      changeRequestWorkflow: { requiresApproval: true, requiresImpactAnalysis: true, multiLevelApproval: true },
    });
    expect((await put({ requestStatuses: [] }).expect(400)).body.message).toBe('Request statuses must be a list of 1 to 20 distinct names of at most 50 characters');
    expect((await put({ requestStatuses: 'New, new' }).expect(400)).body.message).toMatch(/^Request statuses/);
    expect((await put({ allowedFileTypes: ['.exe file'] }).expect(400)).body.message).toBe('Allowed file types must be a list of 1 to 50 extensions such as .pdf');
    expect((await put({ dataCollectionWorkflow: { autoAssign: 'yes' } }).expect(400)).body.message).toBe('dataCollectionWorkflow.autoAssign must be true or false');
    expect((await put({ changeRequestWorkflow: { skipAll: true } }).expect(400)).body.message).toBe('property changeRequestWorkflow.skipAll should not exist');
    expect((await put({ changeRequestWorkflow: 'on' }).expect(400)).body.message).toBe('changeRequestWorkflow must be an object of true/false flags');
  });

  it('renames labels, an empty label returns to its default, and validates the time zone', async () => {
    expect((await put({ perspectiveFinancialName: ' Money ', termKpisLabel: 'Measures', levelCeoName: 'Board' }).expect(200)).body).toMatchObject({
      perspectiveFinancialName: 'Money',
      termKpisLabel: 'Measures',
      levelCeoName: 'Board',
    });
    expect((await put({ perspectiveFinancialName: '' }).expect(200)).body.perspectiveFinancialName).toBe('Financial');
    expect((await put({ termScoreLabel: 'x'.repeat(51) }).expect(400)).body.message).toBe('termScoreLabel must be at most 50 characters');
    expect((await put({ timeZone: 'Mars/Olympus' }).expect(400)).body.message).toBe('Time zone must be an IANA time zone such as UTC or Europe/Paris');
    expect((await put({ timeZone: 'Europe/Paris' }).expect(200)).body.timeZone).toBe('Europe/Paris');
  });

  it('refuses unknown fields and foreign ids, and accepts its own GET answer back', async () => {
    expect((await put({ theme: 'dark' }).expect(400)).body.message).toBe('property theme should not exist');
    const other = await signedInMember(t);
    expect((await put({ organizationId: other.organizationId }).expect(400)).body.message).toBe('organizationId must be the id of your organization');
    const current = (await a.agent.get('/api/organization-settings').expect(200)).body;
    const res = await put({ ...current, mission: 'Round trip' }).expect(200);
    expect(res.body).toEqual({ ...current, mission: 'Round trip', updatedAt: expect.any(String) });
    expect((await other.agent.get('/api/organization-settings').expect(200)).body.mission).toBe('');
  });

  it('lets every member read the settings and only admins change them', async () => {
    const member = await signedInMember(t, { organizationId: a.organizationId, role: 'user' });
    expect((await member.agent.get('/api/organization-settings').expect(200)).body.organizationId).toBe(a.organizationId);
    expect((await put({ vision: 'Mine' }, member).expect(403)).body.message).toBe('You do not have permission to perform this action');
    await t.http.get('/api/organization-settings').expect(401);
  });
});
