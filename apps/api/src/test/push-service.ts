// One stand-in push service for the whole project: the API tests use the end-to-end tests' own.
export {
  startPushService,
  type PushService,
  type Received,
  type Subscription,
} from '../../../../scripts/lib/push-service.mjs';
