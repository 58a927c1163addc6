/**
 * The starting set's library stickers and templates (starting-set.json) in the interface's other
 * languages, keyed by seed key. Seeding stores them in `catalog_item_translations` beside the English
 * row, as the blog keeps its tutorials' translations (decisions 68, 91). The words on the stickers
 * themselves stay as designed: a description names the English lettering it shows, then says it in Chinese.
 * Change both files together: a test checks every item has its translation.
 */
import type { CatalogLanguage } from './catalog';

export interface CatalogText {
  name: string;
  description: string;
}

type Translated = Record<Exclude<CatalogLanguage, 'en'>, CatalogText>;

const zh = (name: string, description: string): Translated => ({ zh: { name, description } });

const BADGE = (theme: string) => `${theme}主题的圆形徽章贴纸，文字沿弧形排列。`;
const WORDS = (words: string) => `粗体描边字母拼出的“${words}”。`;
const QUOTE = (quote: string, meaning: string) => `语录卡片贴纸：“${quote}”——${meaning}`;
const ART = (label: string) => `AI 绘制的插画，配“${label}”字样标签。`;
const LOGO = '圆形标志徽章：把店名、标语和首字母换成你自己的。';
const LABEL = '长方形标签，留有写名字和一句短语的位置。';
const INVITE = '邀请函贴纸：修改标题、名字和活动详情。';
const PORTRAIT = 'AI 生成的插画配弧形名字：可以换成你自己的照片或新的 AI 图片。';
const SQUARE_QUOTE = '方形语录贴纸：写上你自己的话。';
const GIFT_TAG = '圆形礼物标签：修改祝福语和下面的一行字。';

export const STARTING_SET_TRANSLATIONS: Record<string, Translated> = {
  'sticker-birthday-star': zh('生日星星徽章', BADGE('生日快乐')),
  'sticker-art-cat-hello': zh('打招呼的快乐猫', ART('HELLO!')),
  'sticker-word-party': zh('派对时间', WORDS('PARTY TIME')),
  'sticker-quote-kind': zh('与人为善', QUOTE('In a world where you can be anything, be kind.', '在一个你可以成为任何人的世界里，做个善良的人。')),
  'sticker-birthday-crew': zh('生日派对团', BADGE('生日派对团')),
  'sticker-art-cat-nap': zh('午睡女王猫', ART('NAP QUEEN')),
  'sticker-word-bday': zh('生日女孩', WORDS('B-Day Girl')),
  'sticker-quote-dream': zh('梦想要远大', QUOTE('Dream big, start small, act now.', '梦想要大，起步要小，行动要快。')),
  'sticker-pet-love': zh('爱宠徽章', BADGE('宠物爱好者')),
  'sticker-art-dog-best': zh('最棒狗狗', ART('BEST BOY')),
  'sticker-word-bday-boy': zh('生日男孩', WORDS('B-Day Boy')),
  'sticker-quote-coffee': zh('先来杯咖啡', QUOTE('But first, coffee.', '但首先，来杯咖啡。')),
  'sticker-cat-club': zh('猫咪俱乐部徽章', BADGE('猫咪俱乐部')),
  'sticker-art-dog-puppy': zh('小狗之爱', ART('PUPPY LOVE')),
  'sticker-word-woof': zh('汪汪！', WORDS('WOOF!')),
  'sticker-quote-bake': zh('生活是甜的', QUOTE('Life is short. Eat the cake.', '人生苦短，先吃蛋糕。')),
  'sticker-dog-club': zh('狗狗俱乐部徽章', BADGE('好狗狗俱乐部')),
  'sticker-art-bear-hug': zh('熊抱', ART('BEAR HUGS')),
  'sticker-word-meow': zh('喵', WORDS('Meow')),
  'sticker-quote-travel': zh('流浪不等于迷失', QUOTE('Not all those who wander are lost.', '并非所有流浪的人都迷失了方向。')),
  'sticker-fresh-local': zh('新鲜本地', BADGE('新鲜本地')),
  'sticker-art-ghost-boo': zh('小幽灵', ART('BOO!')),
  'sticker-word-open': zh('正在营业', WORDS('WE ARE OPEN')),
  'sticker-quote-mountains': zh('群山在召唤', QUOTE('The mountains are calling and I must go.', '群山在召唤，我必须出发。')),
  'sticker-handmade': zh('用爱手作', BADGE('手工制作')),
  'sticker-art-sun-shine': zh('阳光', ART('SUNSHINE')),
  'sticker-word-sale': zh('大促销！', WORDS('SALE!')),
  'sticker-quote-bloom': zh('随处绽放', QUOTE('Bloom where you are planted.', '在哪里扎根，就在哪里绽放。')),
  'sticker-thank-you': zh('感谢封签', BADGE('感谢')),
  'sticker-art-flower-bloom': zh('绽放', ART('BLOOM')),
  'sticker-word-vibes': zh('好心情', WORDS('Good Vibes')),
  'sticker-quote-earth': zh('爱护地球', QUOTE('There is no planet B. Love this one.', '没有第二个地球，好好爱护这一个。')),
  'sticker-quality': zh('品质保证封签', BADGE('优质品质')),
  'sticker-art-cloud-dream': zh('白日梦想家', ART('DAYDREAM')),
  'sticker-word-hello': zh('你好', WORDS('hello')),
  'sticker-quote-practice': zh('熟能生巧', QUOTE('Practice makes progress.', '每一次练习都是进步。')),
  'sticker-snow-day': zh('下雪天', BADGE('下雪天')),
  'sticker-art-heart-love': zh('满满的爱', ART('LOVE YOU')),
  'sticker-word-xmas': zh('快乐闪亮', WORDS('Merry & Bright')),
  'sticker-quote-pets': zh('有狗的地方就是家', QUOTE('Home is where the dog is.', '狗狗在哪里，家就在哪里。')),
  'sticker-spooky': zh('万圣节季', BADGE('万圣节季')),
  'sticker-art-star-shine': zh('闪耀光芒', ART('SHINE')),
  'sticker-word-spring': zh('你好，春天', WORDS('Hello Spring')),
  'sticker-summer': zh('夏日好心情徽章', BADGE('夏日好心情')),
  'sticker-art-bolt-power': zh('能量满格', ART('POWER UP')),
  'sticker-word-aloha': zh('阿罗哈', WORDS('Aloha')),
  'sticker-adventure': zh('冒险在等你', BADGE('冒险')),
  'sticker-art-drop-hydrate': zh('记得喝水', ART('HYDRATE')),
  'sticker-word-gametime': zh('比赛时间', WORDS('GAME TIME')),
  'sticker-road-trip': zh('自驾游俱乐部', BADGE('自驾旅行')),
  'sticker-art-blob-weird': zh('保持古怪', ART('STAY WEIRD')),
  'sticker-word-yum': zh('好吃！', WORDS('YUM!')),
  'sticker-wanderlust': zh('渴望远方', BADGE('向往远方')),
  'sticker-word-taco': zh('塔可星期二', WORDS('Taco Tuesday')),
  'sticker-team-spirit': zh('团队精神', BADGE('团队精神')),
  'sticker-word-wild': zh('保持野性', WORDS('Stay Wild')),
  'sticker-runner': zh('跑步俱乐部', BADGE('跑步俱乐部')),
  'sticker-champion': zh('冠军', BADGE('冠军')),
  'sticker-coffee': zh('咖啡优先', BADGE('咖啡优先')),
  'sticker-plant-parent': zh('植物家长', BADGE('植物家长')),

  'template-logo-coffee': zh('咖啡店标志', LOGO),
  'template-label-jam': zh('自制果酱标签', LABEL),
  'template-invite-birthday': zh('生日邀请函', INVITE),
  'template-pet-cat': zh('猫咪肖像', PORTRAIT),
  'template-quote-begin': zh('从任何地方开始', SQUARE_QUOTE),
  'template-tag-xmas': zh('圣诞礼物标签', GIFT_TAG),
  'template-logo-studio': zh('工作室标志徽章', LOGO),
  'template-label-name': zh('姓名标签', LABEL),
  'template-invite-party': zh('派对邀请函', INVITE),
  'template-pet-cat-grey': zh('瞌睡猫肖像', PORTRAIT),
  'template-quote-enough': zh('你已足够好', SQUARE_QUOTE),
  'template-tag-valentine': zh('情人节标签', GIFT_TAG),
  'template-logo-bakery': zh('面包店标志', LOGO),
  'template-label-luggage': zh('行李标签', LABEL),
  'template-invite-bbq': zh('夏日烧烤邀请函', INVITE),
  'template-pet-dog': zh('狗狗肖像', PORTRAIT),
  'template-quote-explore': zh('去探索吧', SQUARE_QUOTE),
  'template-tag-easter': zh('春日标签', GIFT_TAG),
  'template-logo-team': zh('球队队徽', LOGO),
  'template-label-shop': zh('产品标签', LABEL),
  'template-invite-holiday': zh('节日派对邀请函', INVITE),
  'template-pet-puppy': zh('小狗肖像', PORTRAIT),
  'template-quote-win': zh('全力以赴', SQUARE_QUOTE),
  'template-tag-thanks': zh('感谢标签', GIFT_TAG),
  'template-logo-hike': zh('徒步俱乐部徽章', LOGO),
  'template-label-plant': zh('植物标签', LABEL),
  'template-invite-game': zh('比赛日邀请函', INVITE),
  'template-bear-birthday': zh('生日小熊', PORTRAIT),
  'template-quote-nature': zh('走进森林', SQUARE_QUOTE),
  'template-tag-camp': zh('露营标签', GIFT_TAG),
};
