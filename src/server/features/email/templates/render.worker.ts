// The mail renderer's thread (render-thread.ts): makes each mail again from its recipe and renders it.
import { serveRequests } from '../../../lib/threads/service-thread.ts';
import { buildMail, type MailRecipe } from './builders.ts';
import { renderHere } from './render.ts';

serveRequests((recipe: MailRecipe) => renderHere(buildMail(recipe)));
