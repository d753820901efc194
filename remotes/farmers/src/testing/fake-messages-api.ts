import { fields, jsonResponse, recordingFakeApi, serveList, type RecordingFakeApi } from '@maziwa/api-client/testing';
import type { RowOf } from '@maziwa/contracts';
import { TEST_ORG_ID } from './fixtures';

type Message = RowOf<'/messages'>;

export function buildMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 'msg-1',
    organization_id: TEST_ORG_ID,
    farmer_id: 'link-f1',
    farmer_name: 'Jane Wanjiru',
    member_number: 'MEM-001',
    channel: 'sms',
    event: 'delivery',
    recipient: '254712000001',
    body: 'MAZIWA COOP: Jane W. #MEM-001 delivered 12.5L AM 24/11. Accepted 12.5L. Ref MZ7K2Q.',
    status: 'delivered',
    failure_reason: null,
    cost: 'KES 0.8000',
    attempts: 1,
    created_at: '2026-11-24T03:30:00.000Z',
    sent_at: '2026-11-24T03:30:02.000Z',
    delivered_at: '2026-11-24T03:30:09.000Z',
    ...overrides,
  } as Message;
}

export interface FakeMessagesApi extends RecordingFakeApi {
  messages(): Message[];
}

/**
 * GET /messages with the API's filters (status, event, from/to, q) and POST
 * /messages/{id}/resend: a failed message is queued again, any other is 409 as the API says.
 *
 * @example const api = installFakeMessagesApi({ messages: [buildMessage({ status: 'failed' })] });
 */
export function installFakeMessagesApi(options: { messages?: Message[] } = {}): FakeMessagesApi {
  let messages = [...(options.messages ?? [buildMessage()])];
  const { api } = recordingFakeApi();
  api.on({
    'GET /messages': (req) => {
      const event = req.query.get('event');
      return serveList(
        messages.filter((m) => !event || m.event === event),
        req.query,
        {
          search: (m) => [m.farmer_name, m.member_number, m.recipient, m.body],
          sort: fields<Message>('created_at', 'farmer_name', 'event', 'recipient', 'status', 'cost'),
          date: (m) => m.created_at,
          status: (m) => m.status,
          csv: fields<Message>('created_at', 'farmer_name', 'event', 'recipient', 'status', 'cost', 'body'),
        },
      );
    },
  });
  for (const message of messages) {
    // No body to record: the resend names its message in the path.
    api.on({
      [`POST /messages/${message.id}/resend`]: () => {
        const now = messages.find((m) => m.id === message.id)!;
        if (now.status !== 'failed') {
          return jsonResponse(
            {
              statusCode: 409,
              error: 'Conflict',
              message: `Only a failed message can be sent again; this one is ${now.status}`,
            },
            409,
          );
        }
        const queued = { ...now, status: 'queued', failure_reason: null } as Message;
        messages = messages.map((m) => (m.id === message.id ? queued : m));
        return queued;
      },
    });
  }
  return Object.assign(api, { messages: () => messages });
}
