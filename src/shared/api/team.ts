import { z } from 'zod';
import {
  inviteMemberSchema,
  siteAnswerSchema,
  siteSchema,
  teamMemberSchema,
  updateMemberSchema,
} from '../dealer/team.schema.ts';
import { calls, idParams, managerOnly, managerWrites, memberReads, messageAnswer } from './contract.ts';
import { PATHS } from './paths.ts';

const memberParams = z.object({ userId: z.string().min(1).max(100) });

export const teamApi = calls('Team', {
  list: {
    ...memberReads,
    apiKeyReason: 'an integration names the salesperson behind each request it reads',
    method: 'GET',
    path: PATHS.team,
    summary: "The dealership's owner and members, with their roles and sites",
    answer: z.array(teamMemberSchema),
  },
  invite: {
    ...managerOnly,
    method: 'POST',
    path: '/api/team/invitations',
    summary: 'Invite a manager or salesperson: their account waits for the password set from the mailed link',
    body: inviteMemberSchema,
    answer: teamMemberSchema,
    status: 201,
  },
  update: {
    ...managerOnly,
    method: 'PATCH',
    path: '/api/team/:userId',
    summary: "Change a member's role or sites",
    params: memberParams,
    body: updateMemberSchema,
    answer: teamMemberSchema,
  },
  remove: {
    ...managerOnly,
    method: 'DELETE',
    path: '/api/team/:userId',
    summary: 'Remove a member: their account and sessions end; what they sent keeps their name',
    params: memberParams,
    answer: messageAnswer,
  },
});

export const sitesApi = calls('Sites', {
  list: {
    ...memberReads,
    method: 'GET',
    path: PATHS.sites,
    summary: "The dealership's sites, each with its colours and how many members work there",
    answer: z.array(siteAnswerSchema),
  },
  create: {
    ...managerWrites,
    method: 'POST',
    path: PATHS.sites,
    summary: 'Add a site (as many as the plan allows)',
    body: siteSchema,
    answer: siteAnswerSchema,
    status: 201,
  },
  update: {
    ...managerWrites,
    method: 'PUT',
    path: '/api/sites/:id',
    summary: "Change a site's name, address, phone or colours",
    params: idParams,
    body: siteSchema,
    answer: siteAnswerSchema,
  },
  remove: {
    ...managerWrites,
    method: 'DELETE',
    path: '/api/sites/:id',
    summary: 'Delete a site',
    params: idParams,
    answer: messageAnswer,
  },
  uploadLogo: {
    ...managerWrites,
    method: 'POST',
    path: '/api/sites/:id/logo',
    summary:
      "Upload a site's own logo (PNG, JPEG, WebP or SVG, up to 5 MB; owners and managers); kept as a PNG",
    params: idParams,
    upload: { logo: 'file' },
    answer: siteAnswerSchema,
  },
  removeLogo: {
    ...managerWrites,
    method: 'DELETE',
    path: '/api/sites/:id/logo',
    summary: "Remove a site's own logo: it shows the dealership's again",
    params: idParams,
    answer: siteAnswerSchema,
  },
  logo: {
    access: 'public',
    limit: { max: 600, per: 'minute', by: 'address' },
    method: 'GET',
    path: '/api/sites/:id/logo.png',
    summary: "A site's own logo as PNG, for its customers' mail (cached for a day)",
    params: idParams,
    file: 'image/png',
  },
});
