import { useMutation } from '@tanstack/react-query';
import type { TOrderDetail } from '@marketplace/contract';
import { apiData } from '../../../lib/api-client.ts';
import { orderDetailCheck } from '../../../lib/response-checks-orders.generated.ts';
import { uploadOrderFiles } from './order-files.ts';
import { useApplyOrder } from './use-apply-order.ts';

export type CreateOrderInput = { service_id: number; requirements: string; files: File[] };

/** Uploads the requirement files (if any), then places the order: it waits for payment. */
export const createOrder = async (
  { files, ...fields }: CreateOrderInput,
  onProgress?: (fraction: number) => void,
): Promise<TOrderDetail> => {
  const uploaded = files.length ? await uploadOrderFiles(files, onProgress) : [];
  return apiData('/orders', orderDetailCheck, {
    method: 'POST',
    body: { ...fields, file_ids: uploaded.map((file) => file.id) },
  });
};

export const useCreateOrder = (onProgress?: (fraction: number) => void) => {
  const apply = useApplyOrder();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(input, onProgress),
    onSuccess: apply,
  });
};
