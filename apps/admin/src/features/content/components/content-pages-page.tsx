import {
  AdminAboutBodySchema,
  AdminAppBodySchema,
  AdminFaqBodySchema,
  AdminSponsorBodySchema,
  PAGE_SLUGS,
  type AdminPage,
  type PageSlug,
} from '@app/shared/contracts';
import { App, Button, Card, Col, Flex, Form, Input, Row, Select, Skeleton, Tabs, Typography } from 'antd';
import type { FormListFieldData, FormRule } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { zodRule } from '../../../lib/form-rules';
import { zh } from '../../../locales/zh-CN';
import { useContentPage, useSaveContentPage } from '../api/content-pages';
import { ct } from '../content-texts';
import { ImageField } from './image-field';

const p = ct.pages;

// The field schemas of the page contracts, for the form rules (the server checks the same).
const About = AdminAboutBodySchema.shape;
const Figure = About.figures.element.shape;
const Feature = About.features.element.shape;
const Club = About.dividend_club.shape;
const Report = About.yearly_report.shape;
const ReportItem = Report.items.element.shape;
const Game = About.games.element.shape;
const History = About.brand_history.element.shape;
const FaqGroup = AdminFaqBodySchema.shape.groups.element.shape;
const FaqItem = FaqGroup.items.element.shape;
const SponsorTab = AdminSponsorBodySchema.shape.tabs.element.shape;
const AppBody = AdminAppBodySchema.shape;

const rule = (schema: z.ZodType): FormRule[] => [zodRule(schema)];

/** A key for a new list item that the member page uses to tell items apart. */
const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

/** A repeatable group of fields (Form.List) with add, remove and reorder. */
function ListSection({
  name,
  title,
  newItem,
  children,
}: {
  name: (string | number)[] | string;
  title: string;
  newItem: () => unknown;
  children: (field: FormListFieldData, index: number) => ReactNode;
}) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <Flex vertical gap={8}>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              type="inner"
              title={`${title} ${index + 1}`}
              extra={
                <Flex gap={4} wrap>
                  <Button size="small" type="text" disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {p.moveUp}
                  </Button>
                  <Button
                    size="small"
                    type="text"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    {p.moveDown}
                  </Button>
                  <Button size="small" type="text" danger onClick={() => remove(field.name)}>
                    {p.remove}
                  </Button>
                </Flex>
              }
            >
              {children(field, index)}
            </Card>
          ))}
          <Button type="dashed" onClick={() => add(newItem())} block>
            {`${p.add}${title}`}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** Fields side by side on a wide screen, one under the other on a phone. */
function Fields({ children }: { children: ReactNode[] }) {
  return (
    <Row gutter={12}>
      {children.map((child, index) => (
        <Col key={index} xs={24} md={12}>
          {child}
        </Col>
      ))}
    </Row>
  );
}

function AboutFields() {
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={p.hero}>
        <Form.Item name={['body', 'headline']} label={p.headline} rules={rule(About.headline)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name={['body', 'intro']} label={p.intro} rules={rule(About.intro)}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Card>
      <Card size="small" title={p.figures}>
        <ListSection
          name={['body', 'figures']}
          title={p.figures}
          newItem={() => ({ key: newKey('figure'), label: '', value: '', unit: '', note: '' })}
        >
          {(field) => (
            <>
              <Form.Item name={[field.name, 'key']} hidden>
                <Input />
              </Form.Item>
              <Fields>
                {[
                  <Form.Item key="label" name={[field.name, 'label']} label={p.figureLabel} rules={rule(Figure.label)}>
                    <Input maxLength={20} />
                  </Form.Item>,
                  <Form.Item key="value" name={[field.name, 'value']} label={p.figureValue} rules={rule(Figure.value)}>
                    <Input maxLength={20} />
                  </Form.Item>,
                  <Form.Item key="unit" name={[field.name, 'unit']} label={p.figureUnit} rules={rule(Figure.unit)}>
                    <Input maxLength={10} />
                  </Form.Item>,
                  <Form.Item key="note" name={[field.name, 'note']} label={p.figureNote} rules={rule(Figure.note)}>
                    <Input maxLength={100} />
                  </Form.Item>,
                ]}
              </Fields>
            </>
          )}
        </ListSection>
      </Card>
      <Card size="small" title={p.features}>
        <ListSection name={['body', 'features']} title={p.features} newItem={() => ({ title: '', text: '' })}>
          {(field) => (
            <Fields>
              {[
                <Form.Item key="t" name={[field.name, 'title']} label={p.featureTitle} rules={rule(Feature.title)}>
                  <Input maxLength={40} />
                </Form.Item>,
                <Form.Item key="x" name={[field.name, 'text']} label={p.featureText} rules={rule(Feature.text)}>
                  <Input.TextArea rows={2} maxLength={300} />
                </Form.Item>,
              ]}
            </Fields>
          )}
        </ListSection>
      </Card>
      <Card size="small" title={p.club}>
        <Fields>
          {[
            <Form.Item key="t" name={['body', 'dividend_club', 'title']} label={p.clubTitle} rules={rule(Club.title)}>
              <Input maxLength={40} />
            </Form.Item>,
            <Form.Item
              key="d"
              name={['body', 'dividend_club', 'pay_days']}
              label={p.payDays}
              extra={p.payDaysHint}
              rules={rule(Club.pay_days)}
              normalize={(values: unknown) =>
                Array.isArray(values)
                  ? values.map((value: unknown) => (/^\d+$/.test(String(value)) ? Number(value) : value))
                  : values
              }
            >
              <Select mode="tags" tokenSeparators={[',', ' ', '，']} open={false} suffixIcon={null} />
            </Form.Item>,
          ]}
        </Fields>
        <Form.Item name={['body', 'dividend_club', 'text']} label={p.clubText} rules={rule(Club.text)}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Card>
      <Card size="small" title={p.report}>
        <Fields>
          {[
            <Form.Item
              key="t"
              name={['body', 'yearly_report', 'title']}
              label={p.reportTitle}
              rules={rule(Report.title)}
            >
              <Input maxLength={40} />
            </Form.Item>,
            <Form.Item key="y" name={['body', 'yearly_report', 'year']} label={p.reportYear} rules={rule(Report.year)}>
              <Input maxLength={10} />
            </Form.Item>,
          ]}
        </Fields>
        <ListSection
          name={['body', 'yearly_report', 'items']}
          title={p.reportItemLabel}
          newItem={() => ({ label: '', value: '' })}
        >
          {(field) => (
            <Fields>
              {[
                <Form.Item
                  key="l"
                  name={[field.name, 'label']}
                  label={p.reportItemLabel}
                  rules={rule(ReportItem.label)}
                >
                  <Input maxLength={20} />
                </Form.Item>,
                <Form.Item
                  key="v"
                  name={[field.name, 'value']}
                  label={p.reportItemValue}
                  rules={rule(ReportItem.value)}
                >
                  <Input maxLength={30} />
                </Form.Item>,
              ]}
            </Fields>
          )}
        </ListSection>
      </Card>
      <Card size="small" title={p.games}>
        <ListSection name={['body', 'games']} title={p.games} newItem={() => ({ name: '', text: '', img: '' })}>
          {(field) => (
            <>
              <Fields>
                {[
                  <Form.Item key="n" name={[field.name, 'name']} label={p.gameName} rules={rule(Game.name)}>
                    <Input maxLength={40} />
                  </Form.Item>,
                  <Form.Item key="t" name={[field.name, 'text']} label={p.gameText} rules={rule(Game.text)}>
                    <Input maxLength={200} />
                  </Form.Item>,
                ]}
              </Fields>
              <Form.Item name={[field.name, 'img']} label={p.image} rules={rule(Game.img)}>
                <ImageField />
              </Form.Item>
            </>
          )}
        </ListSection>
      </Card>
      <Card size="small" title={p.history}>
        <ListSection
          name={['body', 'brand_history']}
          title={p.history}
          newItem={() => ({ year: '', title: '', text: '', img: '' })}
        >
          {(field) => (
            <>
              <Fields>
                {[
                  <Form.Item key="y" name={[field.name, 'year']} label={p.historyYear} rules={rule(History.year)}>
                    <Input maxLength={10} />
                  </Form.Item>,
                  <Form.Item key="t" name={[field.name, 'title']} label={p.historyTitle} rules={rule(History.title)}>
                    <Input maxLength={60} />
                  </Form.Item>,
                ]}
              </Fields>
              <Form.Item name={[field.name, 'text']} label={p.historyText} rules={rule(History.text)}>
                <Input.TextArea rows={2} maxLength={500} />
              </Form.Item>
              <Form.Item name={[field.name, 'img']} label={p.image} rules={rule(History.img)}>
                <ImageField />
              </Form.Item>
            </>
          )}
        </ListSection>
      </Card>
    </Flex>
  );
}

function FaqFields() {
  return (
    <ListSection name={['body', 'groups']} title={p.groups} newItem={() => ({ title: '', items: [] })}>
      {(group) => (
        <>
          <Form.Item name={[group.name, 'title']} label={p.groupTitle} rules={rule(FaqGroup.title)}>
            <Input maxLength={40} />
          </Form.Item>
          <ListSection name={[group.name, 'items']} title={p.question} newItem={() => ({ question: '', answer: '' })}>
            {(item) => (
              <>
                <Form.Item name={[item.name, 'question']} label={p.question} rules={rule(FaqItem.question)}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'answer']}
                  label={p.answer}
                  extra={p.htmlHint}
                  rules={rule(FaqItem.answer)}
                >
                  <Input.TextArea rows={4} className="code-textarea" />
                </Form.Item>
              </>
            )}
          </ListSection>
        </>
      )}
    </ListSection>
  );
}

function SponsorFields() {
  return (
    <ListSection
      name={['body', 'tabs']}
      title={p.sponsorTabs}
      newItem={() => ({ key: newKey('tab'), title: '', content: '' })}
    >
      {(field) => (
        <>
          <Form.Item name={[field.name, 'key']} hidden>
            <Input />
          </Form.Item>
          <Form.Item name={[field.name, 'title']} label={p.tabTitle} rules={rule(SponsorTab.title)}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'content']}
            label={p.tabContent}
            extra={p.htmlHint}
            rules={rule(SponsorTab.content)}
          >
            <Input.TextArea rows={8} className="code-textarea" />
          </Form.Item>
        </>
      )}
    </ListSection>
  );
}

function AppFields() {
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{p.appLinksHint}</Typography.Text>
      <Form.Item name={['body', 'intro']} label={p.appIntro} rules={rule(AppBody.intro)}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Form.List name={['body', 'steps']}>
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            <Typography.Text strong>{p.steps}</Typography.Text>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item
                  name={field.name}
                  rules={rule(AppBody.steps.element)}
                  style={{ flex: 1, marginBottom: 0 }}
                  aria-label={p.step(index + 1)}
                >
                  <Input.TextArea rows={2} maxLength={300} placeholder={p.step(index + 1)} />
                </Form.Item>
                <Button type="text" danger onClick={() => remove(field.name)}>
                  {p.remove}
                </Button>
              </Flex>
            ))}
            <Button type="dashed" onClick={() => add('')} block>
              {`${p.add}${p.steps}`}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Flex>
  );
}

const BODY_FIELDS: Record<PageSlug, () => ReactNode> = {
  about: AboutFields,
  faq: FaqFields,
  sponsor: SponsorFields,
  app: AppFields,
};

/** The editor of one page: title and structured body; saved whole, answered as stored. */
function PageEditor({ slug }: { slug: PageSlug }) {
  const page = useContentPage(slug);
  const save = useSaveContentPage(slug);
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminPage>();

  useEffect(() => {
    if (page.data) form.setFieldsValue(page.data);
  }, [form, page.data]);

  if (page.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (page.isError) return <QueryError error={page.error} onRetry={() => void page.refetch()} />;
  const saved = page.data;
  const Body = BODY_FIELDS[slug];
  const titleFromSite = slug === 'about' || slug === 'app';

  return (
    <Form
      form={form}
      name={`page-${slug}`}
      layout="vertical"
      initialValues={saved}
      disabled={save.isPending}
      onFinish={(values: AdminPage) =>
        save.mutate(
          { title: values.title, body: values.body },
          {
            onSuccess: ({ data, message: text }) => {
              form.setFieldsValue(data);
              void message.success(text);
            },
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">{p.updatedAt(saved.updated_at)}</Typography.Paragraph>
      <Form.Item
        name="title"
        label={p.pageTitle}
        extra={titleFromSite ? p.pageTitleFromSite : undefined}
        style={{ maxWidth: 420 }}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Body />
      <div className="form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending} size="large">
          {zh.common.save}
        </Button>
        <Button onClick={() => form.setFieldsValue(saved)} disabled={save.isPending} size="large">
          {zh.common.reset}
        </Button>
      </div>
    </Form>
  );
}

/** 页面内容: the about, FAQ, sponsor and app pages of the member site (pageContent). */
export default function ContentPagesPage() {
  const [slug, setSlug] = useState<PageSlug>('about');
  return (
    <Flex vertical gap={12}>
      <PageHeader title={p.title} sub={p.sub} />
      <Card size="small">
        <Tabs
          activeKey={slug}
          onChange={(key) => setSlug(key as PageSlug)}
          destroyOnHidden
          items={PAGE_SLUGS.map((key) => ({ key, label: p.tabs[key], children: <PageEditor slug={key} /> }))}
        />
      </Card>
    </Flex>
  );
}
