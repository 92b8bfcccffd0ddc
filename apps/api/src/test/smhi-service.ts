// One stand-in for SMHI for the whole project: the API tests use the end-to-end tests' own.
export { startSmhiService, type SmhiService } from '../../../../scripts/lib/smhi-service.mjs';
