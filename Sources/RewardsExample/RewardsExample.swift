/// RewardsExample: a small feature written in the Controller → ViewModel → View architecture (in progress).
public enum RewardsExample {
    public static let name = "Rewards"
}
