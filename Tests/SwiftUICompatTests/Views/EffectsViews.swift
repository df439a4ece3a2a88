import ProofUI

/// iOS 17 and 18 API of animated screens: symbol effects, hierarchical styles, shadow styles,
/// scroll transitions, keyframe and phase animators, a timeline, a trimmed progress ring and
/// a gradient header. A snapshot shows the first frame.
struct ActivityRing: View {
    let progress: Double

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom),
                        style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 120, height: 120)
    }
}

struct EffectsScreen: View {
    @State private var beat = false
    @Environment(\.defaultMinListRowHeight) private var rowHeight

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(height: 120)
                    .overlay(alignment: .bottomLeading) {
                        Text("Activity").font(.largeTitle.bold()).foregroundStyle(.white).padding()
                    }
                ActivityRing(progress: 0.7)
                HStack(spacing: 24) {
                    Image(systemName: "heart.fill")
                        .symbolEffect(.bounce, options: beat ? .repeating.speed(1.4) : .default, value: beat)
                    Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
                    Image(systemName: "bell").foregroundStyle(.orange, .purple)
                }
                .font(.title)
                PhaseAnimator([0.0, 1.0]) { phase in
                    Text("Phase \(Int(phase))")
                }
                KeyframeAnimator(initialValue: 1.0, trigger: beat) { scale in
                    Text("Scale \(scale, specifier: "%.1f")")
                } keyframes: { _ in
                    SpringKeyframe(1.2, duration: 0.2)
                    LinearKeyframe(1.0, duration: 0.1)
                }
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date, style: .date)
                }
                RoundedRectangle(cornerSize: CGSize(width: 16, height: 16))
                    .fill(.white.shadow(.drop(color: .black.opacity(0.2), radius: 5)))
                    .frame(height: 60)
                    .scrollTransition(.interactive, axis: .vertical) { content, phase in
                        content.opacity(phase.isIdentity ? 1 : 0.5)
                    }
            }
            .padding()
        }
        .toolbar(.hidden, for: .tabBar)
        .buttonRepeatBehavior(.enabled)
    }
}

struct EffectsScreen_Previews: PreviewProvider {
    static var previews: some View {
        EffectsScreen()
    }
}
