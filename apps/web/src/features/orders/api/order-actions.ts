import { useMutation } from '@tanstack/react-query';
import type { TOrderDetail } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { orderDetailCheck } from '../../../lib/response-checks-orders.generated.ts';
import { retryMoneyCall } from '../../../lib/idempotency-key.ts';
import { uploadOrderFiles } from './order-files.ts';
import { useApplyOrder } from './use-apply-order.ts';

export type DeliverInput = { orderId: number; message: string; files: File[] };

/** Uploads the delivered files (if any), then delivers: POST /api/orders/:id/deliver. */
export const deliverOrder = async (
  { orderId, message, files }: DeliverInput,
  onProgress?: (fraction: number) => void,
): Promise<TOrderDetail> => {
  const uploaded = files.length ? await uploadOrderFiles(files, onProgress) : [];
  return apiData(`/orders/${orderId}/deliver`, orderDetailCheck, {
    method: 'POST',
    body: { message, file_ids: uploaded.map((file) => file.id) },
  });
};

export const requestRevision = ({ orderId, message }: { orderId: number; message: string }) =>
  apiData(`/orders/${orderId}/revision`, orderDetailCheck, { method: 'POST', body: { message } });

/** Releases the escrow to the freelancer. */
export const acceptOrder = ({
  orderId,
  idempotencyKey,
}: {
  orderId: number;
  idempotencyKey: string;
}) =>
  apiData(`/orders/${orderId}/accept`, orderDetailCheck, {
    method: 'POST',
    body: {},
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** Cancels, refunds, or records a request to cancel, as the order's state allows. */
export const cancelOrder = ({
  orderId,
  reason,
  idempotencyKey,
}: {
  orderId: number;
  reason: string;
  idempotencyKey: string;
}) =>
  apiData(`/orders/${orderId}/cancel`, orderDetailCheck, {
    method: 'POST',
    body: { reason },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const useDeliverOrder = (onProgress?: (fraction: number) => void) => {
  const apply = useApplyOrder();
  return useMutation({
    mutationFn: (input: DeliverInput) => deliverOrder(input, onProgress),
    onSuccess: apply,
  });
};

export const useRequestRevision = () => {
  const apply = useApplyOrder();
  return useMutation({ mutationFn: requestRevision, onSuccess: apply });
};

export const useAcceptOrder = () => {
  const apply = useApplyOrder();
  return useMutation({
    meta: { changesContracts: true },
    mutationFn: acceptOrder,
    retry: retryMoneyCall,
    onSuccess: apply,
  });
};

export const useCancelOrder = () => {
  const apply = useApplyOrder();
  return useMutation({
    meta: { changesContracts: true },
    mutationFn: cancelOrder,
    retry: retryMoneyCall,
    onSuccess: apply,
  });
};

export type DisputeInput = { orderId: number; reason: string; files: File[] };

/** Uploads the evidence (if any), then stops the order for an admin's decision. */
export const openDispute = async (
  { orderId, reason, files }: DisputeInput,
  onProgress?: (fraction: number) => void,
): Promise<TOrderDetail> => {
  const uploaded = files.length ? await uploadOrderFiles(files, onProgress) : [];
  return apiData(`/orders/${orderId}/dispute`, orderDetailCheck, {
    method: 'POST',
    body: { reason, file_ids: uploaded.map((file) => file.id) },
  });
};

export const useOpenDispute = (onProgress?: (fraction: number) => void) => {
  const apply = useApplyOrder();
  return useMutation({
    mutationFn: (input: DisputeInput) => openDispute(input, onProgress),
    onSuccess: apply,
  });
};
