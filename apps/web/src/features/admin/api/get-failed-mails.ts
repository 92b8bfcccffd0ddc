import { useQuery } from '@tanstack/react-query';
import { failedMailsQuery } from './failed-mails';

export const useFailedMails = (enabled: boolean) => useQuery({ ...failedMailsQuery(), enabled });
